import { highOf, lowOf, type MaskName, type StoryBits } from './story-bits.ts';

/**
 * What the first pass needs of a mentee's answers: the bits of each list, and what sharing adds
 * (of 100): for each experience, goal and language shared, and once for sharing a skill field.
 * A candidate shares a language and something that may be named: a shown experience, a goal or
 * a field. A hidden experience only adds to the score of a mentor who is one already, so which
 * mentors come back never tells what they keep hidden. `readingLanguage` is the bit of the
 * language the mentee reads MentorBridge in, when it is not among `language` (0 otherwise): it
 * adds as a language shared, and is never the one a candidate needs (decision 063).
 */
export interface ScorePlan {
  masks: Readonly<
    Record<'experience' | 'goal' | 'category' | 'language' | 'readingLanguage', number>
  >;
  points: Readonly<Record<'eachExperience' | 'eachGoal' | 'anyCategory' | 'eachLanguage', number>>;
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

/** A mask's halves beside the mentors' column they are tested against. */
function columnOf(bits: StoryBits, name: MaskName, mask: number) {
  return {
    low: bits.low[name],
    high: bits.high[name],
    maskLow: lowOf(mask),
    maskHigh: highOf(mask),
  };
}

/**
 * Every mentor's share of the plan, as one number: how many experiences, goals and languages
 * they share and whether a field, a digit each; -1 for a mentor who is no candidate. A score
 * depends only on that number, so it is worked out once per number (`scores`), not once per
 * mentor. One loop over every mentor, on typed arrays only: this runs on every ask.
 */
function sharesOf(
  bits: StoryBits,
  { masks, points }: ScorePlan,
  checkedAfter: number,
  only: ReadonlySet<string> | null,
) {
  const experience = columnOf(bits, 'experience', masks.experience);
  const shown = columnOf(bits, 'shownExperience', masks.experience);
  const goal = columnOf(bits, 'goal', masks.goal);
  const category = columnOf(bits, 'category', masks.category);
  const language = columnOf(bits, 'language', masks.language);
  const readingLanguage = columnOf(bits, 'language', masks.readingLanguage);
  const experienceBase = bitsIn(masks.experience) + 1;
  const goalBase = bitsIn(masks.goal) + 1;
  const goalPlace = experienceBase;
  const categoryPlace = goalPlace * goalBase;
  const languagePlace = categoryPlace * 2;
  const shares = new Int32Array(bits.size);
  const checkedUntil = bits.checkedUntil;
  for (let index = 0; index < shares.length; index += 1) {
    if (
      (checkedAfter > 0 && (checkedUntil[index] ?? 0) <= checkedAfter) ||
      (only !== null && !only.has(bits.mentorIds[index] ?? ''))
    ) {
      shares[index] = -1;
      continue;
    }
    const answeredLanguages =
      bitCount((language.low[index] ?? 0) & language.maskLow) +
      bitCount((language.high[index] ?? 0) & language.maskHigh);
    const goals =
      bitCount((goal.low[index] ?? 0) & goal.maskLow) +
      bitCount((goal.high[index] ?? 0) & goal.maskHigh);
    const field =
      (((category.low[index] ?? 0) & category.maskLow) |
        ((category.high[index] ?? 0) & category.maskHigh)) !==
      0
        ? 1
        : 0;
    const shownShared =
      (((shown.low[index] ?? 0) & shown.maskLow) | ((shown.high[index] ?? 0) & shown.maskHigh)) !==
      0;
    if (answeredLanguages === 0 || (goals === 0 && field === 0 && !shownShared)) {
      shares[index] = -1;
      continue;
    }
    const languages =
      answeredLanguages +
      bitCount((readingLanguage.low[index] ?? 0) & readingLanguage.maskLow) +
      bitCount((readingLanguage.high[index] ?? 0) & readingLanguage.maskHigh);
    const experiences =
      bitCount((experience.low[index] ?? 0) & experience.maskLow) +
      bitCount((experience.high[index] ?? 0) & experience.maskHigh);
    shares[index] =
      experiences + goals * goalPlace + field * categoryPlace + languages * languagePlace;
  }
  const scores = Float64Array.from(
    { length: languagePlace * (bitsIn(masks.language) + bitsIn(masks.readingLanguage) + 1) },
    (_, number) =>
      (number % experienceBase) * points.eachExperience +
      (Math.floor(number / goalPlace) % goalBase) * points.eachGoal +
      (Math.floor(number / categoryPlace) % 2) * points.anyCategory +
      Math.floor(number / languagePlace) * points.eachLanguage,
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
 * meanwhile cannot reach it half made. `checkedAfter`, a day number, keeps only mentors whose
 * safeguarding check still counts after that day (a mentee under 18); 0 keeps everyone. `only`
 * keeps only these mentors (a programme's, for a pupil it keeps to them); null keeps everyone.
 */
export function bestCandidates(
  bits: StoryBits,
  plan: ScorePlan,
  {
    limit,
    seed,
    checkedAfter = 0,
    only = null,
  }: { limit: number; seed: number; checkedAfter?: number; only?: ReadonlySet<string> | null },
): Candidate[] {
  const { masks } = plan;
  if (limit <= 0 || (masks.experience === 0 && masks.goal === 0 && masks.category === 0)) {
    return [];
  }
  const { shares, scores } = sharesOf(bits, plan, checkedAfter, only);
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
