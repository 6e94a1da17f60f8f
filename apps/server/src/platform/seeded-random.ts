import { uuidv7 } from '#src/platform/ids.ts';

/** mulberry32: a tiny, fast 32-bit PRNG; the same seed gives the same data set on every run and machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number): number => Math.floor(next() * max);
  return {
    next,
    /** 0 <= n < max */
    int,
    chance: (p: number): boolean => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
    /** Skewed towards the start of the list, like real name frequencies. */
    pickSkewed: <T>(items: readonly T[]): T => items[Math.floor(next() ** 2 * items.length)]!,
    /** A UUIDv7 whose random bits come from this generator. */
    uuidv7: (ms: number): string => uuidv7(ms, Buffer.from(Array.from({ length: 16 }, () => int(256)))),
  };
}
export type Random = ReturnType<typeof createRandom>;
