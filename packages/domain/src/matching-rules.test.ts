import { describe, expect, it } from 'vitest';
import {
  dailyListCap,
  dayOf,
  medianReplyHours,
  replyTimeText,
  scoreMatch,
  suggestionOrder,
  whyLine,
} from './matching-rules.ts';

const answers = {
  goals: ['applying-to-university', 'career-in-health'],
  experiences: ['first-in-family-university', 'young-carer'],
  languages: ['English', 'Polish'],
};
const mentor = {
  experiences: [
    { id: 'first-in-family-university', shown: true },
    { id: 'young-carer', shown: false },
    { id: 'sport', shown: true },
  ],
  goals: ['applying-to-university', 'confidence'],
  skills: ['Nursing', 'Sales'],
  languages: ['English', 'Polish', 'French'],
};

describe('scoring a match', () => {
  it('names every true overlap the mentor shows, and nothing else', () => {
    const { reasons } = scoreMatch(answers, mentor);
    expect(reasons).toEqual([
      'also first in my family to go to university',
      'can help with applying to university',
      'skills in Healthcare & Medical',
      'speaks Polish',
    ]);
    // A card names the strongest three.
    expect(whyLine(reasons)).toBe(
      'Why: also first in my family to go to university · can help with applying to university · skills in Healthcare & Medical',
    );
  });

  it('counts a hidden experience in the score without naming it', () => {
    const shownOnly = scoreMatch(answers, {
      ...mentor,
      experiences: mentor.experiences.filter((experience) => experience.shown),
    });
    const withHidden = scoreMatch(answers, mentor);
    expect(withHidden.score).toBeGreaterThan(shownOnly.score);
    expect(withHidden.reasons).toEqual(shownOnly.reasons);
    expect(withHidden.reasons.join(' ')).not.toMatch(/carer/i);
  });

  it('scores 100 for everything shared, and weighs experience above goals above fields', () => {
    expect(scoreMatch(answers, mentor).score).toBeCloseTo(
      (100 * (35 + 25 / 2 + 15 + 5)) / (35 + 25 + 15 + 5),
    );
    const everything = {
      ...mentor,
      goals: answers.goals,
    };
    expect(scoreMatch(answers, everything).score).toBeCloseTo(100);
    const oneOfEach = {
      goals: ['career-in-health'],
      experiences: ['young-carer'],
      languages: ['English'],
    };
    const only = (change: object) =>
      scoreMatch(oneOfEach, {
        experiences: [],
        goals: [],
        skills: [],
        languages: ['English'],
        ...change,
      }).score;
    const experience = only({ experiences: [{ id: 'young-carer', shown: true }] });
    const goal = only({ goals: ['career-in-health'] });
    const field = only({ skills: ['Nursing'] });
    expect(experience).toBeGreaterThan(goal);
    expect(goal).toBeGreaterThan(field);
    expect(field).toBeGreaterThan(0);
  });

  it('gives nothing for a language alone, nor for a hidden experience alone', () => {
    const none = { score: 0, reasons: [] };
    expect(
      scoreMatch(answers, { experiences: [], goals: [], skills: [], languages: ['English'] }),
    ).toEqual(none);
    // Were it suggested, who comes back would tell the mentee what the mentor keeps hidden.
    expect(
      scoreMatch(answers, {
        experiences: [{ id: 'young-carer', shown: false }],
        goals: [],
        skills: [],
        languages: ['English'],
      }),
    ).toEqual(none);
  });
});

describe('fair order and exposure', () => {
  const scored = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, index) => ({
    id,
    score: index < 5 ? 80 + index * 0.5 : 40,
  }));

  it('puts better bands first and shuffles within a band, the same all day', () => {
    const today = suggestionOrder(scored, 'mentee-1', 20_000);
    expect(today.at(-1)?.id).toBe('f');
    expect(suggestionOrder(scored, 'mentee-1', 20_000)).toEqual(today);
    const orders = new Set(
      Array.from({ length: 12 }, (_, day) =>
        suggestionOrder(scored, 'mentee-1', 20_000 + day)
          .map((entry) => entry.id)
          .join(''),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
    const mentees = new Set(
      ['m1', 'm2', 'm3', 'm4', 'm5', 'm6'].map((menteeId) =>
        suggestionOrder(scored, menteeId, 20_000)
          .map((entry) => entry.id)
          .join(''),
      ),
    );
    expect(mentees.size).toBeGreaterThan(1);
  });

  it('caps the lists a day by free places', () => {
    expect([0, 1, 3].map(dailyListCap)).toEqual([0, 5, 15]);
    expect(dayOf(Date.UTC(2026, 10, 25, 23, 59))).toBe(dayOf(Date.UTC(2026, 10, 25, 0, 0)));
  });
});

describe('reply time', () => {
  const hour = 3_600_000;
  it('needs three answers, and takes their median', () => {
    expect(medianReplyHours([hour, 2 * hour])).toBeNull();
    expect(medianReplyHours([5 * hour, hour, 30 * hour])).toBe(5);
    expect(medianReplyHours([hour, 2 * hour, 4 * hour, 100 * hour])).toBe(3);
  });

  it('says it in words a student reads at a glance', () => {
    expect([0.5, 5, 20, 50, 100, 300].map(replyTimeText)).toEqual([
      'Usually replies within an hour',
      'Usually replies within a few hours',
      'Usually replies within a day',
      'Usually replies within 3 days',
      'Usually replies within a week',
      'Usually replies within 2 weeks',
    ]);
  });
});
