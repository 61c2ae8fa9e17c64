import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateEnglish } from './i18n/activate-english.ts';
import { catalogues } from './i18n/catalogues.ts';
import { compileCatalogue } from './i18n/compile.ts';
import type { Locale } from './i18n/locales.ts';
import {
  dailyListCap,
  dayOf,
  medianReplyHours,
  readingLanguageOf,
  replyTimeText,
  scoreMatch,
  shownReasons,
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
      { kind: 'experience', id: 'first-in-family-university' },
      { kind: 'goal', id: 'applying-to-university' },
      { kind: 'skills', category: 'Healthcare & Medical' },
      { kind: 'language', language: 'Polish' },
    ]);
    // A card names the strongest three.
    expect(shownReasons(reasons)).toEqual(reasons.slice(0, 3));
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
    expect(JSON.stringify(withHidden.reasons)).not.toMatch(/carer/i);
    expect(whyLine(withHidden.reasons)).not.toMatch(/carer/i);
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

describe('the language a mentee reads MentorBridge in', () => {
  const settling = { goals: ['settling-in-new-country'], experiences: [], languages: ['English'] };
  const speaking = (...languages: string[]) => ({
    experiences: [],
    goals: ['settling-in-new-country'],
    skills: [],
    languages,
  });

  it('is a language they speak when it is not English, and one they answered counts once', () => {
    expect(readingLanguageOf(settling, 'ar')).toBe('Arabic');
    expect(readingLanguageOf(settling, 'es')).toBe('Spanish');
    expect(readingLanguageOf(settling, 'en')).toBeNull();
    expect(readingLanguageOf({ languages: ['English', 'Arabic'] }, 'ar')).toBeNull();
    const answeredArabic = { ...settling, languages: ['English', 'Arabic'] };
    expect(scoreMatch(answeredArabic, speaking('English'), 'ar')).toEqual(
      scoreMatch(answeredArabic, speaking('English'), 'en'),
    );
  });

  it('weighs as a language and is named, for a mentor who speaks it', () => {
    const both = scoreMatch(settling, speaking('English', 'Arabic'), 'ar');
    expect(both).toEqual({
      score: 100,
      reasons: [
        { kind: 'goal', id: 'settling-in-new-country' },
        { kind: 'language', language: 'Arabic' },
      ],
    });
    expect(whyLine(both.reasons)).toBe(
      'Why: can help with settling in a new country · speaks Arabic',
    );
    expect(scoreMatch(settling, speaking('English', 'Spanish'), 'es').reasons).toContainEqual({
      kind: 'language',
      language: 'Spanish',
    });
    // Read in English, the same mentor is matched on the answers alone.
    expect(scoreMatch(settling, speaking('English', 'Arabic'), 'en')).toEqual({
      score: 100,
      reasons: [{ kind: 'goal', id: 'settling-in-new-country' }],
    });
  });

  it('never takes a mentor away: one who does not speak it still matches, a little lower', () => {
    const englishOnly = scoreMatch(settling, speaking('English'), 'ar');
    expect(englishOnly.score).toBeGreaterThan(0);
    expect(englishOnly.score).toBeLessThan(
      scoreMatch(settling, speaking('English', 'Arabic'), 'ar').score,
    );
    expect(englishOnly.reasons).toEqual([{ kind: 'goal', id: 'settling-in-new-country' }]);
    // Alone it suggests no one, as any language alone.
    expect(scoreMatch(settling, { ...speaking('Arabic'), goals: [] }, 'ar')).toEqual({
      score: 0,
      reasons: [],
    });
  });
});

describe('the "Why:" line in the reader\'s language', () => {
  const activate = (locale: Locale) =>
    i18n.loadAndActivate({ locale, messages: compileCatalogue(catalogues[locale]) });
  afterEach(() => activateEnglish());
  const reasons = [
    { kind: 'experience', id: 'moved-country' },
    { kind: 'goal', id: 'choosing-subjects' },
    { kind: 'language', language: 'Arabic' },
    { kind: 'skills', category: 'Education & Training' },
  ] as const;

  it('is written from the codes, the strongest three, in English, Spanish and Arabic', () => {
    expect(whyLine(reasons)).toBe(
      'Why: also moved to a new country · can help with choosing subjects · speaks Arabic',
    );
    activate('es');
    expect(whyLine(reasons)).toBe(
      'Por qué: también se mudó a un país nuevo · puede ayudar con: elegir materias · idioma en común: Árabe',
    );
    activate('ar');
    expect(whyLine(reasons)).toBe(
      'السبب: تجربة الانتقال إلى بلد جديد · المساعدة في اختيار المواد الدراسية · لغة مشتركة: العربية',
    );
    expect(whyLine([{ kind: 'skills', category: 'Education & Training' }])).toBe(
      'السبب: مهارات في Education & Training',
    );
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
