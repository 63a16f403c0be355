/** Spec 9: the carousel moves on every 8 seconds. */
export const CAROUSEL_INTERVAL_MS = 8000;

/** The slide after or before `index`, wrapping around at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export interface CarouselMotion {
  slides: number;
  paused: boolean;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
}

/** Auto-advance runs only with more than one slide and nothing holding it still. */
export function shouldAutoAdvance(motion: CarouselMotion): boolean {
  return motion.slides > 1 && !motion.paused && !motion.hovered && !motion.focused && !motion.reducedMotion;
}
