/** An ISO BMFF (MP4) file around H.264 samples: ftyp, moov (before the data), mdat. */

function box(type: string, ...parts: Buffer[]): Buffer {
  const payload = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(payload.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

function fullBox(type: string, version: number, flags: number, ...parts: Buffer[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return box(type, head, ...parts);
}

function u8(...values: number[]): Buffer {
  return Buffer.from(values);
}

function u16(...values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 2);
  values.forEach((value, index) => out.writeUInt16BE(value & 0xffff, index * 2));
  return out;
}

function u32(...values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => out.writeUInt32BE(value >>> 0, index * 4));
  return out;
}

const MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

export interface Mp4Video {
  width: number;
  height: number;
  /** Samples per second. */
  fps: number;
  sps: Buffer;
  pps: Buffer;
  /** One access unit per sample, each a list of NAL units (without start codes). */
  samples: Buffer[][];
  profile: number;
  compatibility: number;
  level: number;
}

export function renderMp4(video: Mp4Video): Buffer {
  const timescale = 1000;
  const delta = Math.round(timescale / video.fps);
  const duration = delta * video.samples.length;
  const sampleData = video.samples.map((units) => Buffer.concat(units.flatMap((unit) => [u32(unit.length), unit])));

  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(0x200), Buffer.from('isomiso2avc1mp41', 'latin1'));

  const mvhd = fullBox('mvhd', 0, 0, u32(0, 0, timescale, duration, 0x00010000), u16(0x0100, 0), u32(0, 0), MATRIX, u32(0, 0, 0, 0, 0, 0), u32(2));
  const tkhd = fullBox('tkhd', 0, 3, u32(0, 0, 1, 0, duration, 0, 0), u16(0, 0, 0, 0), MATRIX, u32(video.width << 16, video.height << 16));
  const mdhd = fullBox('mdhd', 0, 0, u32(0, 0, timescale, duration), u16(0x55c4, 0));
  const hdlr = fullBox('hdlr', 0, 0, u32(0), Buffer.from('vide', 'latin1'), u32(0, 0, 0), Buffer.from('VideoHandler\0', 'latin1'));
  const vmhd = fullBox('vmhd', 0, 1, u16(0, 0, 0, 0));
  const dinf = box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1)));

  const avcC = box(
    'avcC',
    u8(1, video.profile, video.compatibility, video.level, 0xff, 0xe1),
    u16(video.sps.length),
    video.sps,
    u8(1),
    u16(video.pps.length),
    video.pps,
  );
  const compressorName = Buffer.alloc(32);
  const avc1 = box(
    'avc1',
    Buffer.alloc(6),
    u16(1), // reserved, data_reference_index
    u16(0, 0),
    u32(0, 0, 0), // pre_defined, reserved, pre_defined
    u16(video.width, video.height),
    u32(0x00480000, 0x00480000, 0),
    u16(1),
    compressorName,
    u16(0x0018, 0xffff),
    avcC,
  );
  const stsd = fullBox('stsd', 0, 0, u32(1), avc1);
  const stts = fullBox('stts', 0, 0, u32(1, video.samples.length, delta));
  const stsc = fullBox('stsc', 0, 0, u32(1, 1, video.samples.length, 1));
  const stsz = fullBox('stsz', 0, 0, u32(0, sampleData.length, ...sampleData.map((sample) => sample.length)));
  const buildMoov = (chunkOffset: number) => {
    const stco = fullBox('stco', 0, 0, u32(1, chunkOffset));
    const stbl = box('stbl', stsd, stts, stsc, stsz, stco);
    const minf = box('minf', vmhd, dinf, stbl);
    const mdia = box('mdia', mdhd, hdlr, minf);
    return box('moov', mvhd, box('trak', tkhd, mdia));
  };
  const moovSize = buildMoov(0).length;
  const moov = buildMoov(ftyp.length + moovSize + 8);
  const mdat = box('mdat', ...sampleData);
  return Buffer.concat([ftyp, moov, mdat]);
}
