// Deterministic randomness: every value is a pure function of (seed, stream, index), so record i of any entity can
// be produced on its own, in any order, and the same seed always gives the same data.

function mix(h: number, n: number): number {
  h = Math.imul(h ^ n, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export type Rng = () => number;

/** A generator of floats in [0, 1) for one (seed, stream, index…) key (mulberry32 seeded by a hash of the key). */
export function rngFor(...key: number[]): Rng {
  let state = key.reduce((h, n) => mix(h, n | 0), 0x9e3779b9);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)]!;
}

/** Picks by weight: [[value, weight], …]. */
export function weighted<T>(rng: Rng, options: ReadonlyArray<readonly [T, number]>): T {
  const total = options.reduce((s, [, w]) => s + w, 0);
  let r = rng() * total;
  for (const [value, w] of options) {
    r -= w;
    if (r < 0) return value;
  }
  return options[options.length - 1]![0];
}

export function pad(n: number, width = 6): string {
  return String(n).padStart(width, '0');
}
