import { describe, expect, it } from 'vitest';
import {
  bestCandidates,
  type ScorePlan,
  storyBitsOf,
  type StoryBitsRow,
  withChangedStories,
} from './story-bits.ts';

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
    ...bits,
  };
}

/** A mentee after a goal (60 points) and an experience (40), in English or the high language. */
const plan: ScorePlan = {
  terms: [
    { column: 'goal', bits: GOAL, points: 60 },
    { column: 'experience', bits: HIGH_EXPERIENCE, points: 40 },
  ],
  languageMask: ENGLISH + HIGH_LANGUAGE,
  overlapMasks: { shownExperience: HIGH_EXPERIENCE, goal: GOAL, category: 0 },
};

describe('the suggestions’ first pass over story bits in memory', () => {
  it('scores shared bits above 32 too, and keeps out those who share no language or only what they hide', () => {
    const bits = storyBitsOf([
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
    const bits = storyBitsOf(rows);
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
    const bits = storyBitsOf([mentor(1, { goal_mask: GOAL })]);
    const nothing = { ...plan, overlapMasks: { shownExperience: 0, goal: 0, category: 0 } };
    expect(bestCandidates(bits, nothing, { limit: 5, seed: 1 })).toEqual([]);
    expect(bestCandidates(storyBitsOf([]), plan, { limit: 5, seed: 1 })).toEqual([]);
  });

  it('takes changed stories in: a new one added, a changed one replaced, a gone one left out', () => {
    const before = storyBitsOf([
      mentor(1, { goal_mask: GOAL }),
      mentor(2, { goal_mask: GOAL }),
      mentor(3, { goal_mask: GOAL }),
    ]);
    const after = withChangedStories(before, new Set(['m2', 'm3', 'm4']), [
      // m2 now speaks only a language the mentee does not; m3 is gone; m4 is new.
      mentor(2, { goal_mask: GOAL, language_mask: 2 ** 7 }),
      mentor(4, { goal_mask: GOAL, experience_mask: HIGH_EXPERIENCE }),
    ]);
    expect(bestCandidates(after, plan, { limit: 10, seed: 3 })).toEqual([
      { mentorId: 'm4', score: 100 },
      { mentorId: 'm1', score: 60 },
    ]);
    expect(after.mentorIds).toHaveLength(3);
    // The copy it was made from is unchanged, for a request still scoring it.
    expect(bestCandidates(before, plan, { limit: 10, seed: 3 })).toHaveLength(3);
  });
});
