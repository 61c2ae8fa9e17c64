import { highOf, lowOf, type MaskName, type StoryBits } from './story-bits.ts';

type ScoredColumn = 'experience' | 'goal' | 'category' | 'language';
type OverlapColumn = 'shownExperience' | 'goal' | 'category';

/**
 * One list of the mentee's answers: its bits, and what sharing adds (of 100): `points` for each
 * entry shared, or once for sharing any.
 */
export interface ScoreColumn {
  name: ScoredColumn;
  mask: number;
  points: number;
  per: 'entry' | 'any';
}

/** What the first pass needs: what each shared entry is worth, and what must be shared at all. */
export interface ScorePlan {
  /** In the order their points are added up. */
  columns: readonly ScoreColumn[];
  /** A mentor shares none of the mentee's languages: not a candidate. */
  languageMask: number;
  /**
   * A mentor must share one of these to be a candidate at all: a shown experience, a goal or a
   * skill's field. A hidden experience only adds to the score of a mentor who is one already,
   * so which mentors come back never tells what they keep hidden.
   */
  overlapMasks: Readonly<Record<OverlapColumn, number>>;
}

export interface Candidate {
  mentorId: string;
  score: number;
}

function bitCount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

const bitsIn = (mask: number) => bitCount(lowOf(mask)) + bitCount(highOf(mask));

/**
 * Adds to each mentor's `shares` how many of `mask`'s bits their column shares (at most `most`),
 * times `place`. One tight loop over a column, with nothing but numbers in it: this runs for
 * every mentor, a few times, on every ask.
 */
function addShared(
  bits: StoryBits,
  name: MaskName,
  mask: number,
  { shares, place, most }: { shares: Int32Array; place: number; most: number },
): void {
  const low = bits.low[name];
  const high = bits.high[name];
  const maskLow = lowOf(mask);
  const maskHigh = highOf(mask);
  const size = bits.size;
  for (let index = 0; index < size; index += 1) {
    const shared = bitCount((low[index] ?? 0) & maskLow) + bitCount((high[index] ?? 0) & maskHigh);
    shares[index] = (shares[index] ?? 0) + Math.min(shared, most) * place;
  }
}

/**
 * Whether each mentor's column shares any of `mask`'s bits, or-ed into `marks` (1 or 0), or
 * and-ed with it: cheaper than counting, for what needs only yes or no.
 */
function markSharing(
  bits: StoryBits,
  name: MaskName,
  mask: number,
  marks: Uint8Array,
  combine: 'or' | 'and',
): void {
  const low = bits.low[name];
  const high = bits.high[name];
  const maskLow = lowOf(mask);
  const maskHigh = highOf(mask);
  const size = bits.size;
  for (let index = 0; index < size; index += 1) {
    const sharing = (((low[index] ?? 0) & maskLow) | ((high[index] ?? 0) & maskHigh)) !== 0;
    if (combine === 'or' ? sharing : !sharing) marks[index] = sharing ? 1 : 0;
  }
}

/**
 * Every mentor's share of the plan, as one number: how many entries of each column they share,
 * a digit per column; -1 for a mentor who is no candidate (no language in common, or nothing
 * named shared). A score depends only on that number, so it is worked out once per number
 * (`scores`), not once per mentor, and the passes over every mentor stay on typed arrays.
 */
function sharesOf(bits: StoryBits, plan: ScorePlan) {
  const size = bits.size;
  // A candidate shares a language and something named: 0 in `candidate` rules a mentor out.
  const candidate = new Uint8Array(size);
  for (const [name, mask] of Object.entries(plan.overlapMasks) as [OverlapColumn, number][]) {
    if (mask !== 0) markSharing(bits, name, mask, candidate, 'or');
  }
  markSharing(bits, 'language', plan.languageMask, candidate, 'and');

  const shares = new Int32Array(size);
  let place = 1;
  const digits = plan.columns.map((column) => {
    const base = column.per === 'any' ? 2 : bitsIn(column.mask) + 1;
    const digit = { ...column, place, base };
    addShared(bits, column.name, column.mask, { shares, place, most: base - 1 });
    place *= base;
    return digit;
  });
  for (let index = 0; index < size; index += 1) {
    if (candidate[index] === 0) shares[index] = -1;
  }
  const scores = Float64Array.from({ length: place }, (_, number) =>
    digits.reduce(
      (score, digit) => score + (Math.floor(number / digit.place) % digit.base) * digit.points,
      0,
    ),
  );
  return { shares, scores };
}

/** Multiplies a number into 32 bits' worth of scatter (Knuth's multiplicative hash). */
const GOLDEN_RATIO_32 = 2654435761;

/**
 * Where a mentor falls among equal scores for this seed: the seed of the mentee and the day, so
 * among many equal mentors each mentee reads a different few first, not everyone the same ones.
 * For each seed a bijection of the search id, so no two mentors tie.
 */
const tieOrder = (searchId: number, seed: number) =>
  Math.imul(searchId ^ seed, GOLDEN_RATIO_32) >>> 0;

/**
 * The `limit` best candidates for a mentee, best score first and equal scores in the seed's
 * order. Only the lowest score that is read at all needs its mentors ordered, and of those only
 * the ones that fit are sorted. Synchronous from start to end, so a change taken into `bits`
 * meanwhile cannot reach it half made.
 */
export function bestCandidates(
  bits: StoryBits,
  plan: ScorePlan,
  { limit, seed }: { limit: number; seed: number },
): Candidate[] {
  if (limit <= 0 || Object.values(plan.overlapMasks).every((mask) => mask === 0)) return [];
  const { shares, scores } = sharesOf(bits, plan);
  const scoreAt = (index: number) => {
    const number = shares[index] ?? -1;
    return number < 0 ? -1 : (scores[number] ?? 0);
  };
  const countByScore = new Map<number, number>();
  const countByShares = new Int32Array(scores.length);
  for (const number of shares) {
    if (number >= 0) countByShares[number] = (countByShares[number] ?? 0) + 1;
  }
  countByShares.forEach((count, number) => {
    const score = scores[number] ?? 0;
    if (count > 0) countByScore.set(score, (countByScore.get(score) ?? 0) + count);
  });
  if (countByScore.size === 0) return [];

  // The lowest score read: every mentor above it fits, and of those with it, the first in order.
  let fitted = 0;
  let lowestRead = -1;
  for (const score of [...countByScore.keys()].sort((a, b) => b - a)) {
    lowestRead = score;
    const count = countByScore.get(score) ?? 0;
    if (fitted + count >= limit) break;
    fitted += count;
  }
  const orderAtLowest = new Uint32Array(countByScore.get(lowestRead) ?? 0);
  let at = 0;
  for (let index = 0; index < shares.length; index += 1) {
    if (scoreAt(index) === lowestRead) {
      orderAtLowest[at++] = tieOrder(bits.searchIds[index] ?? 0, seed);
    }
  }
  orderAtLowest.sort();
  const lastOrderAtLowest = orderAtLowest[Math.min(limit - fitted, orderAtLowest.length) - 1] ?? 0;

  const chosen: { index: number; score: number; order: number }[] = [];
  for (let index = 0; index < shares.length; index += 1) {
    const score = scoreAt(index);
    if (score < lowestRead) continue;
    const order = tieOrder(bits.searchIds[index] ?? 0, seed);
    if (score === lowestRead && order > lastOrderAtLowest) continue;
    chosen.push({ index, score, order });
  }
  return chosen
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ index, score }) => ({ mentorId: bits.mentorIds[index] ?? '', score }));
}
