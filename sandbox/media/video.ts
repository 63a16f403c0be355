import { stableHash } from '../stable-hash';
import { CONSTRAINT_FLAGS, LEVEL_IDC, PROFILE_IDC, idrSlice, pictureParameterSet, sequenceParameterSet, type YuvFrame } from './h264';
import { renderMp4 } from './mp4';

const WIDTH = 96;
const HEIGHT = 64;
const FPS = 4;
const FRAMES = 8;

const COLOURS: [number, number, number][] = [
  [11, 61, 145],
  [31, 78, 95],
  [91, 42, 134],
  [181, 69, 27],
  [46, 125, 50],
];

function toYuv([r, g, b]: [number, number, number]): [number, number, number] {
  const clamp = (value: number) => Math.max(16, Math.min(240, Math.round(value)));
  return [clamp(0.257 * r + 0.504 * g + 0.098 * b + 16), clamp(-0.148 * r - 0.291 * g + 0.439 * b + 128), clamp(0.439 * r - 0.368 * g - 0.071 * b + 128)];
}

/** A coloured frame with a light bar that moves from left to right. */
function frameAt(index: number, colour: [number, number, number]): YuvFrame {
  const [y, u, v] = toYuv(colour);
  const frame: YuvFrame = {
    width: WIDTH,
    height: HEIGHT,
    y: new Uint8Array(WIDTH * HEIGHT).fill(y),
    u: new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(u),
    v: new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(v),
  };
  const barStart = Math.floor((index * (WIDTH - 12)) / (FRAMES - 1));
  for (let row = 0; row < HEIGHT; row += 1) {
    for (let col = barStart; col < barStart + 12; col += 1) frame.y[row * WIDTH + col] = 220;
  }
  return frame;
}

/** A two-second 96×64 H.264 MP4 clip, coloured after `key`. */
export function renderVideo(key: string): Buffer {
  const colour = COLOURS[stableHash(key) % COLOURS.length];
  const sps = sequenceParameterSet(WIDTH, HEIGHT);
  const pps = pictureParameterSet();
  const samples = Array.from({ length: FRAMES }, (_, index) => [idrSlice(frameAt(index, colour), index % 2)]);
  return renderMp4({
    width: WIDTH,
    height: HEIGHT,
    fps: FPS,
    sps,
    pps,
    samples,
    profile: PROFILE_IDC,
    compatibility: CONSTRAINT_FLAGS,
    level: LEVEL_IDC,
  });
}
