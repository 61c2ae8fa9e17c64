/** A seeded source of numbers in [0, 1) (mulberry32): the same people on every run. */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 2 ** 32;
  };
}

export function pick<T>(random: Random, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

export interface Weighted<T> {
  value: T;
  weight: number;
}

export function pickWeighted<T>(random: Random, entries: readonly Weighted<T>[]): T {
  const total = entries.reduce((sum, entry) => sum + entry.weight, 0);
  let left = random() * total;
  for (const entry of entries) {
    left -= entry.weight;
    if (left < 0) return entry.value;
  }
  return pick(random, entries).value;
}

/** Up to `count` different values, each drawn by weight (or evenly from a plain list). */
export function takeDistinct<T>(
  random: Random,
  entries: readonly Weighted<T>[] | readonly T[],
  count: number,
): T[] {
  const weighted = entries.length > 0 && isWeighted(entries[0]);
  const chosen = new Set<T>();
  for (
    let tries = 0;
    chosen.size < Math.min(count, entries.length) && tries < count * 20;
    tries++
  ) {
    chosen.add(
      weighted
        ? pickWeighted(random, entries as readonly Weighted<T>[])
        : pick(random, entries as readonly T[]),
    );
  }
  return [...chosen];
}

function isWeighted(entry: unknown): entry is Weighted<unknown> {
  return typeof entry === 'object' && entry !== null && 'weight' in entry && 'value' in entry;
}
