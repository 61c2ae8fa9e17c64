import { describe, expect, it } from 'vitest';
import { bestCandidates, type ScorePlan } from './best-candidates.ts';
import { dayNumberOf, StoryBits, type StoryBitsRow } from './story-bits.ts';

const ENGLISH = 2 ** 0;
/** Bits past the 32 JavaScript's bitwise operators read at once. */
const HIGH_LANGUAGE = 2 ** 35;
const HIGH_EXPERIENCE = 2 ** 40;
const GOAL = 2 ** 3;

function mentor(id: number, bits: Partial<StoryBitsRow>): StoryBitsRow {
  return {
    user_id: `m${id}`,
    search_id: id,
    experience_mask: 0,
    shown_experience_mask: 0,
    goal_mask: 0,
    category_mask: 0,
    language_mask: ENGLISH,
    reaches_children_until: null,
    ...bits,
  };
}

/** A mentee after a goal (60 points) and an experience (40), in English or the high language. */
const plan: ScorePlan = {
  masks: {
    experience: HIGH_EXPERIENCE,
    goal: GOAL,
    category: 0,
    language: ENGLISH + HIGH_LANGUAGE,
    readingLanguage: 0,
  },
  points: { eachExperience: 40, eachGoal: 60, anyCategory: 0, eachLanguage: 0 },
};

describe('the suggestions’ first pass over story bits in memory', () => {
  it('scores shared bits above 32 too, and keeps out those who share no language or only what they hide', () => {
    const bits = new StoryBits([
      mentor(1, { goal_mask: GOAL }),
      mentor(2, {
        goal_mask: GOAL,
        experience_mask: HIGH_EXPERIENCE,
        shown_experience_mask: HIGH_EXPERIENCE,
        language_mask: HIGH_LANGUAGE,
      }),
      // Shares the goal but no language.
      mentor(3, { goal_mask: GOAL, language_mask: 2 ** 7 }),
      // Shares only an experience kept hidden: suggesting them would tell it.
      mentor(4, { experience_mask: HIGH_EXPERIENCE }),
      // Hides the experience but shares the goal: the hidden one still adds to the score.
      mentor(5, { goal_mask: GOAL, experience_mask: HIGH_EXPERIENCE }),
    ]);
    expect(bestCandidates(bits, plan, { limit: 10, seed: 7 })).toEqual([
      { mentorId: 'm2', score: 100 },
      { mentorId: 'm5', score: 100 },
      { mentorId: 'm1', score: 60 },
    ]);
  });

  it('orders equal scores by the seed, and a shorter list is the start of a longer one', () => {
    const rows = Array.from({ length: 500 }, (_, index) =>
      mentor(index + 1, {
        goal_mask: GOAL,
        experience_mask: index % 10 === 0 ? HIGH_EXPERIENCE : 0,
      }),
    );
    const bits = new StoryBits(rows);
    const all = bestCandidates(bits, plan, { limit: 500, seed: 11 });
    expect(all).toHaveLength(500);
    expect(all.slice(0, 50).every((candidate) => candidate.score === 100)).toBe(true);
    for (const limit of [1, 30, 50, 51, 120]) {
      expect(bestCandidates(bits, plan, { limit, seed: 11 })).toEqual(all.slice(0, limit));
    }
    const otherDay = bestCandidates(bits, plan, { limit: 120, seed: 12 });
    expect(otherDay.map((candidate) => candidate.mentorId)).not.toEqual(
      all.slice(0, 120).map((candidate) => candidate.mentorId),
    );
    expect(new Set(otherDay.slice(0, 50).map((candidate) => candidate.mentorId))).toEqual(
      new Set(all.slice(0, 50).map((candidate) => candidate.mentorId)),
    );
  });

  it('finds nobody when the mentee asked for nothing a mentor could share', () => {
    const bits = new StoryBits([mentor(1, { goal_mask: GOAL })]);
    const nothing = { ...plan, masks: { ...plan.masks, experience: 0, goal: 0, category: 0 } };
    expect(bestCandidates(bits, nothing, { limit: 5, seed: 1 })).toEqual([]);
    expect(bestCandidates(new StoryBits([]), plan, { limit: 5, seed: 1 })).toEqual([]);
  });

  it('takes changed stories in: a new one added, a changed one replaced, a gone one left out', () => {
    const bits = new StoryBits(
      Array.from({ length: 20 }, (_, index) => mentor(index + 1, { goal_mask: GOAL })),
    );
    // m2 now speaks only a language the mentee does not; m3 and m20 are gone; 30 are new, so the
    // arrays grow past what they were made with.
    bits.update(
      ['m2', 'm3', 'm20', ...Array.from({ length: 30 }, (_, index) => `m${index + 21}`)],
      [
        mentor(2, { goal_mask: GOAL, language_mask: 2 ** 7 }),
        ...Array.from({ length: 30 }, (_, index) =>
          mentor(index + 21, { goal_mask: GOAL, experience_mask: HIGH_EXPERIENCE }),
        ),
      ],
    );
    const candidates = bestCandidates(bits, plan, { limit: 100, seed: 3 });
    expect(bits.size).toBe(48);
    expect(candidates).toHaveLength(48 - 1);
    expect(candidates.filter((candidate) => candidate.score === 100)).toHaveLength(30);
    const found = new Set(candidates.map((candidate) => candidate.mentorId));
    for (const gone of ['m2', 'm3', 'm20']) expect(found.has(gone)).toBe(false);
    expect(found.has('m19')).toBe(true);
    expect(found.has('m50')).toBe(true);
  });

  it('adds points for each entry shared, and once for a column counted as any', () => {
    const FRENCH = 2 ** 2;
    const FIELDS = 2 ** 1 + 2 ** 4;
    const bits = new StoryBits([
      mentor(1, { goal_mask: GOAL, language_mask: ENGLISH }),
      mentor(2, { goal_mask: GOAL, language_mask: ENGLISH + FRENCH }),
      mentor(3, { goal_mask: GOAL, category_mask: FIELDS }),
      mentor(4, { goal_mask: GOAL, category_mask: 2 ** 4 }),
    ]);
    const languagesAndFields: ScorePlan = {
      masks: {
        experience: 0,
        goal: GOAL,
        category: FIELDS,
        language: ENGLISH + FRENCH,
        readingLanguage: 0,
      },
      points: { eachExperience: 0, eachGoal: 50, anyCategory: 20, eachLanguage: 5 },
    };
    const scores = Object.fromEntries(
      bestCandidates(bits, languagesAndFields, { limit: 10, seed: 5 }).map((candidate) => [
        candidate.mentorId,
        candidate.score,
      ]),
    );
    expect(scores).toEqual({ m1: 55, m2: 60, m3: 75, m4: 75 });
  });

  it('adds the language the mentee reads in as one shared, and never needs it', () => {
    const ARABIC = 2 ** 1;
    const bits = new StoryBits([
      mentor(1, { goal_mask: GOAL, language_mask: ENGLISH }),
      mentor(2, { goal_mask: GOAL, language_mask: ENGLISH + ARABIC }),
      // Speaks only the language the mentee reads in, none they answered: no candidate.
      mentor(3, { goal_mask: GOAL, language_mask: ARABIC }),
    ]);
    const readsArabic: ScorePlan = {
      masks: { experience: 0, goal: GOAL, category: 0, language: ENGLISH, readingLanguage: ARABIC },
      points: { eachExperience: 0, eachGoal: 80, anyCategory: 0, eachLanguage: 10 },
    };
    const scores = Object.fromEntries(
      bestCandidates(bits, readsArabic, { limit: 10, seed: 5 }).map((candidate) => [
        candidate.mentorId,
        candidate.score,
      ]),
    );
    expect(scores).toEqual({ m1: 90, m2: 100 });
  });

  it('keeps, for a mentee under 18, only mentors whose check counts after today, and follows a change', () => {
    const bits = new StoryBits([
      mentor(1, { goal_mask: GOAL }),
      mentor(2, { goal_mask: GOAL, reaches_children_until: '2026-11-25' }),
      mentor(3, { goal_mask: GOAL, reaches_children_until: '2026-11-26' }),
    ]);
    const today = dayNumberOf('2026-11-25');
    const found = () =>
      bestCandidates(bits, plan, { limit: 10, seed: 1, checkedAfter: today })
        .map((candidate) => candidate.mentorId)
        .sort();
    // Mentor 2's check ran out today; mentor 1 has none.
    expect(found()).toEqual(['m3']);
    expect(bestCandidates(bits, plan, { limit: 10, seed: 1 })).toHaveLength(3);
    bits.update(['m1'], [mentor(1, { goal_mask: GOAL, reaches_children_until: '2029-01-01' })]);
    expect(found()).toEqual(['m1', 'm3']);
  });
});
