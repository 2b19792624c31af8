/**
 * Small deterministic randomness helpers. Results must be reproducible for a
 * given seed, so nothing in the sandbox uses Math.random for data.
 */

const TWO_POW_32 = 4294967296;

/** mulberry32: a tiny seedable 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / TWO_POW_32;
  };
}

function mixWord(h: number, word: number): number {
  let k = Math.imul(word, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/**
 * Murmur3-style hash of a list of numbers to an unsigned 32-bit integer.
 * Keyed (order-free) randomness: any test case can be computed on its own,
 * without generating the ones before it.
 */
export function hash32(...parts: number[]): number {
  let h = 0x9747b28c;
  for (const part of parts) {
    const n = Math.trunc(part);
    h = mixWord(h, n >>> 0);
    const high = Math.floor(n / TWO_POW_32);
    if (high !== 0) h = mixWord(h, high >>> 0);
  }
  h ^= parts.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** hash32 scaled to a float in [0, 1). */
export function hashUnit(...parts: number[]): number {
  return hash32(...parts) / TWO_POW_32;
}

/** Pick an element deterministically from a non-empty list. */
export function pick<T>(items: readonly T[], unit: number): T {
  const item = items[Math.min(items.length - 1, Math.floor(unit * items.length))];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** A version-4-shaped UUID derived from the given numbers (deterministic). */
export function uuidFrom(...parts: number[]): string {
  const words = [1, 2, 3, 4].map((salt) =>
    hash32(...parts, salt)
      .toString(16)
      .padStart(8, '0'),
  );
  const hex = words.join('');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
