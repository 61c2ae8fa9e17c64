import { highOf, lowOf, type MaskName, type StoryBits } from './story-bits.ts';

/** One part of a score: the catalogue entry's bit, and what sharing it adds (of 100). */
export interface ScoreTerm {
  column: 'experience' | 'goal' | 'category' | 'language';
  bits: number;
  points: number;
}

type OverlapColumn = 'shownExperience' | 'goal' | 'category';

/** What the first pass needs: the terms, and the bits of which at least one must be shared. */
export interface ScorePlan {
  terms: readonly ScoreTerm[];
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

/** A test of one mask against some bits, ready to run on every mentor. */
function sharesIn(bits: StoryBits, name: MaskName, mask: number) {
  const low = bits.low[name];
  const high = bits.high[name];
  const maskLow = lowOf(mask);
  const maskHigh = highOf(mask);
  return (index: number) =>
    ((low[index] ?? 0) & maskLow) !== 0 || ((high[index] ?? 0) & maskHigh) !== 0;
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
 * order: those who share a language and at least one of the overlap bits. One pass scores every
 * mentor; only the lowest score that is read at all needs its mentors ordered, and of those only
 * the ones that fit are sorted. Synchronous from start to end, so a change taken into `bits`
 * meanwhile cannot reach it half made.
 */
export function bestCandidates(
  bits: StoryBits,
  plan: ScorePlan,
  { limit, seed }: { limit: number; seed: number },
): Candidate[] {
  const overlaps = (Object.entries(plan.overlapMasks) as [OverlapColumn, number][])
    .filter(([, mask]) => mask !== 0)
    .map(([name, mask]) => sharesIn(bits, name, mask));
  if (overlaps.length === 0 || limit <= 0) return [];
  const speaks = sharesIn(bits, 'language', plan.languageMask);
  const terms = plan.terms.map((term) => ({
    shares: sharesIn(bits, term.column, term.bits),
    points: term.points,
  }));

  const scores = new Float64Array(bits.size).fill(-1);
  const countByScore = new Map<number, number>();
  for (let index = 0; index < scores.length; index += 1) {
    if (!speaks(index) || !overlaps.some((shares) => shares(index))) continue;
    let score = 0;
    for (const term of terms) if (term.shares(index)) score += term.points;
    scores[index] = score;
    countByScore.set(score, (countByScore.get(score) ?? 0) + 1);
  }
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
  const roomAtLowest = limit - fitted;
  const orderAtLowest = new Uint32Array(countByScore.get(lowestRead) ?? 0);
  let at = 0;
  for (let index = 0; index < scores.length; index += 1) {
    const searchId = bits.searchIds[index] ?? 0;
    if (scores[index] === lowestRead) orderAtLowest[at++] = tieOrder(searchId, seed);
  }
  orderAtLowest.sort();
  const lastOrderAtLowest = orderAtLowest[Math.min(roomAtLowest, orderAtLowest.length) - 1] ?? 0;

  const chosen: { index: number; score: number; order: number }[] = [];
  for (let index = 0; index < scores.length; index += 1) {
    const score = scores[index] ?? -1;
    if (score < lowestRead) continue;
    const order = tieOrder(bits.searchIds[index] ?? 0, seed);
    if (score === lowestRead && order > lastOrderAtLowest) continue;
    chosen.push({ index, score, order });
  }
  return chosen
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ index, score }) => ({ mentorId: bits.mentorIds[index] ?? '', score }));
}
