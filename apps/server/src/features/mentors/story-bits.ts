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

/** A story's bits as `mentor_profiles` keeps them (PostgreSQL answers a bigint as a string). */
export interface StoryBitsRow {
  user_id: string;
  search_id: number;
  experience_mask: number | string;
  shown_experience_mask: number | string;
  goal_mask: number | string;
  category_mask: number | string;
  language_mask: number | string;
}

type Column = ScoreTerm['column'] | OverlapColumn;

/**
 * A catalogue can pass 32 entries (42 experiences, 40 languages), more than JavaScript's bitwise
 * operators read at once: each mask is kept as its low and high 32 bits.
 */
interface MaskColumn {
  low: Uint32Array;
  high: Uint32Array;
}

/** Every mentor's story bits, a column of typed arrays each: the suggestions' first pass. */
export interface StoryBits {
  mentorIds: readonly string[];
  /** Each mentor's fixed number, which seeds where they fall among equal scores. */
  searchIds: Uint32Array;
  masks: Readonly<Record<Column, MaskColumn>>;
}

export interface Candidate {
  mentorId: string;
  score: number;
}

const TWO_32 = 2 ** 32;
const lowOf = (mask: number) => (mask % TWO_32) >>> 0;
const highOf = (mask: number) => Math.floor(mask / TWO_32) >>> 0;

export function storyBitsOf(rows: readonly StoryBitsRow[]): StoryBits {
  const column = (read: (row: StoryBitsRow) => number | string): MaskColumn => {
    const low = new Uint32Array(rows.length);
    const high = new Uint32Array(rows.length);
    rows.forEach((row, index) => {
      const mask = Number(read(row));
      low[index] = lowOf(mask);
      high[index] = highOf(mask);
    });
    return { low, high };
  };
  return {
    mentorIds: rows.map((row) => row.user_id),
    searchIds: Uint32Array.from(rows, (row) => row.search_id),
    masks: {
      experience: column((row) => row.experience_mask),
      shownExperience: column((row) => row.shown_experience_mask),
      goal: column((row) => row.goal_mask),
      category: column((row) => row.category_mask),
      language: column((row) => row.language_mask),
    },
  };
}

/**
 * The bits with these mentors' stories as they are now: each changed mentor's old bits left out,
 * and their row (if they still have a story) added. A new copy, so a request still scoring the
 * old one is not disturbed; copying the arrays takes about a millisecond at 100,000 mentors.
 */
export function withChangedStories(
  bits: StoryBits,
  changed: ReadonlySet<string>,
  rows: readonly StoryBitsRow[],
): StoryBits {
  const stays: number[] = [];
  bits.mentorIds.forEach((mentorId, index) => {
    if (!changed.has(mentorId)) stays.push(index);
  });
  const added = storyBitsOf(rows);
  const joined = (old: Uint32Array, extra: Uint32Array) => {
    const out = new Uint32Array(stays.length + extra.length);
    stays.forEach((index, at) => {
      out[at] = old[index] ?? 0;
    });
    out.set(extra, stays.length);
    return out;
  };
  const mask = (column: Column): MaskColumn => ({
    low: joined(bits.masks[column].low, added.masks[column].low),
    high: joined(bits.masks[column].high, added.masks[column].high),
  });
  return {
    mentorIds: [...stays.map((index) => bits.mentorIds[index] ?? ''), ...added.mentorIds],
    searchIds: joined(bits.searchIds, added.searchIds),
    masks: {
      experience: mask('experience'),
      shownExperience: mask('shownExperience'),
      goal: mask('goal'),
      category: mask('category'),
      language: mask('language'),
    },
  };
}

/** A test of one column against some bits, ready to run on every mentor. */
function sharesIn({ low, high }: MaskColumn, bits: number) {
  const bitsLow = lowOf(bits);
  const bitsHigh = highOf(bits);
  return (index: number) =>
    ((low[index] ?? 0) & bitsLow) !== 0 || ((high[index] ?? 0) & bitsHigh) !== 0;
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
 * the ones that fit are sorted.
 */
export function bestCandidates(
  bits: StoryBits,
  plan: ScorePlan,
  { limit, seed }: { limit: number; seed: number },
): Candidate[] {
  const overlaps = (Object.entries(plan.overlapMasks) as [OverlapColumn, number][])
    .filter(([, mask]) => mask !== 0)
    .map(([column, mask]) => sharesIn(bits.masks[column], mask));
  if (overlaps.length === 0 || limit <= 0) return [];
  const speaks = sharesIn(bits.masks.language, plan.languageMask);
  const terms = plan.terms.map((term) => ({
    shares: sharesIn(bits.masks[term.column], term.bits),
    points: term.points,
  }));

  const scores = new Float64Array(bits.mentorIds.length).fill(-1);
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
