import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MentorStory, MyAnswers } from '@mentorbridge/domain/api/mentor-story';
import { uiText } from '@mentorbridge/domain/ui-text';
import { verifiedUser } from '../../test/accounts.ts';
import { databaseDump } from '../../test/rows-mentioning.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

const goodStory: MentorStory = {
  headline: 'Engineer who went to university first in my family',
  about: 'I grew up in a small town and now build bridges.',
  experiences: [
    { id: 'first-in-family-university', note: 'Nobody at home knew UCAS.', shown: true },
    { id: 'young-carer', note: 'Looked after my mum.', shown: false },
  ],
  languages: ['English', 'Polish'],
  goals: ['applying-to-university', 'confidence'],
};

describe.each(databaseKinds)('a mentor’s story and a mentee’s answers on %s', (kind) => {
  let t: TestApp;
  let mentor: string;
  let mentee: string;
  const password = 'quiet-river-1';

  beforeAll(async () => {
    t = await startTestApp(kind);
    mentor = await verifiedUser(t.app, t.mail, {
      email: `story.mentor.${kind}@example.com`,
      password,
      age: 44,
      role: 'mentor',
      skills: ['Teaching'],
    });
    mentee = await verifiedUser(t.app, t.mail, {
      email: `story.mentee.${kind}@example.com`,
      password,
    });
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('starts a mentor’s form with English and nothing else, and saves the story whole', async () => {
    expect(json(await call(mentor, 'GET', '/api/profile/story'))).toEqual({
      headline: '',
      about: '',
      experiences: [],
      languages: ['English'],
      goals: [],
    });
    const saved = await call(mentor, 'PUT', '/api/profile/story', {
      ...goodStory,
      headline: `  ${goodStory.headline}  `,
    });
    expect(saved.statusCode).toBe(200);
    expect(json<MentorStory>(saved)).toEqual(goodStory);
    expect(json<MentorStory>(await call(mentor, 'GET', '/api/profile/story'))).toEqual(goodStory);
  });

  const tooMany = (count: number, prefix: string[]) => prefix.slice(0, count);
  const refusals: [string, Partial<MentorStory>, string][] = [
    [
      'a headline past 80',
      { headline: 'x'.repeat(81) },
      uiText.fieldTooLong({ field: 'Headline', max: 80 }),
    ],
    [
      'an about past 600',
      { about: 'y'.repeat(601) },
      uiText.fieldTooLong({ field: 'About me', max: 600 }),
    ],
    [
      'a phone number in the about text',
      { about: 'Text me on 07700 900123 any time' },
      uiText.fieldHasContactDetails({ field: 'About me' }),
    ],
    [
      'a handle in the headline',
      { headline: 'Find me on insta @coach_j' },
      uiText.fieldHasContactDetails({ field: 'Headline' }),
    ],
    [
      'a link in a note',
      {
        experiences: [{ id: 'changed-career', note: 'see www.example.com/me', shown: true }],
      },
      uiText.fieldHasContactDetails({ field: 'Note on "Changed career"' }),
    ],
    [
      'profanity in the headline',
      { headline: 'No bullshit advice' },
      uiText.fieldHasProfanity({ field: 'Headline' }),
    ],
    [
      'a note past 280',
      { experiences: [{ id: 'changed-career', note: 'z'.repeat(281), shown: true }] },
      uiText.fieldTooLong({ field: 'Note on "Changed career"', max: 280 }),
    ],
    [
      'nine experiences',
      {
        experiences: tooMany(9, [
          'sport',
          'gap-year',
          'resat-exams',
          'studied-abroad',
          'big-family',
          'changed-career',
          'volunteering',
          'scholarship',
          'home-schooled',
        ]).map((id) => ({ id, note: '', shown: true })),
      },
      uiText.tooManyExperiences({ max: 8 }),
    ],
    [
      'an experience not in the catalogue',
      { experiences: [{ id: 'astronaut', note: '', shown: true }] },
      uiText.unknownExperience,
    ],
    [
      'the same experience twice',
      {
        experiences: [
          { id: 'sport', note: '', shown: true },
          { id: 'sport', note: '', shown: false },
        ],
      },
      uiText.unknownExperience,
    ],
    ['no language', { languages: [] }, uiText.languagesCount],
    [
      'six languages',
      { languages: ['English', 'French', 'German', 'Polish', 'Urdu', 'Welsh'] },
      uiText.languagesCount,
    ],
    ['a language not in the list', { languages: ['Klingon'] }, uiText.unknownLanguage],
    ['nothing to help with', { goals: [] }, uiText.goalsCount({ min: 1, max: 6 })],
    [
      'seven things to help with',
      {
        goals: [
          'exam-stress',
          'confidence',
          'first-job',
          'study-habits',
          'moving-school',
          'career-in-tech',
          'creative-career',
        ],
      },
      uiText.goalsCount({ min: 1, max: 6 }),
    ],
  ];

  it.each(refusals)(
    'refuses %s, naming the field, and changes nothing',
    async (_, change, message) => {
      const before = await databaseDump(t.db);
      const response = await call(mentor, 'PUT', '/api/profile/story', { ...goodStory, ...change });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ error: { code: 'invalid_profile', message } });
      expect(await databaseDump(t.db)).toEqual(before);
    },
  );

  it('keeps the story to mentors and the answers to mentees', async () => {
    for (const [cookie, url, message] of [
      [mentee, '/api/profile/story', uiText.onlyMentorsHaveStory],
      [mentor, '/api/profile/answers', uiText.onlyMenteesAnswer],
    ] as const) {
      for (const method of ['GET', 'PUT'] as const) {
        const before = await databaseDump(t.db);
        const response = await call(cookie, method, url, method === 'PUT' ? goodStory : undefined);
        expect([response.statusCode, json(response)]).toMatchObject(
          method === 'PUT' && url === '/api/profile/answers'
            ? [400, expect.anything()]
            : [403, { error: { code: 'forbidden', message } }],
        );
        expect(await databaseDump(t.db)).toEqual(before);
      }
    }
  });

  it('saves a mentee’s answers, reads them back to them alone, and refuses bad ones', async () => {
    expect(json<MyAnswers>(await call(mentee, 'GET', '/api/profile/answers'))).toEqual({
      answers: null,
    });
    const answers = {
      goals: ['applying-to-university'],
      experiences: ['young-carer'],
      agreedToUse: ['young-carer'],
      languages: ['English'],
    };
    expect(json<MyAnswers>(await call(mentee, 'PUT', '/api/profile/answers', answers))).toEqual({
      answers,
    });
    for (const [change, message] of [
      [{ goals: [] }, uiText.goalsCount({ min: 1, max: 3 })],
      [
        { goals: ['exam-stress', 'confidence', 'first-job', 'moving-school'] },
        uiText.goalsCount({ min: 1, max: 3 }),
      ],
      [
        { experiences: ['sport', 'gap-year', 'resat-exams', 'big-family'] },
        uiText.tooManyExperiences({ max: 3 }),
      ],
      [{ experiences: ['made-up'] }, uiText.unknownExperience],
      // A sensitive experience without its own "Use this to find me a mentor".
      [{ agreedToUse: [] }, uiText.sensitiveNotAgreed({ label: 'Young carer' })],
      [{ languages: [] }, uiText.languagesCount],
    ] as const) {
      const before = await databaseDump(t.db);
      const response = await call(mentee, 'PUT', '/api/profile/answers', { ...answers, ...change });
      expect(json(response)).toMatchObject({ error: { code: 'invalid_answers', message } });
      expect(await databaseDump(t.db)).toEqual(before);
    }
    expect(json<MyAnswers>(await call(mentee, 'GET', '/api/profile/answers'))).toEqual({
      answers,
    });
  });

  it('erases the story and the answers with the account', async () => {
    for (const cookie of [mentor, mentee]) {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { cookie },
        payload: { password, confirmation: 'REMOVE' },
      });
      expect(deleted.statusCode).toBe(200);
    }
    for (const table of [
      'mentor_profiles',
      'mentor_experiences',
      'mentor_goals',
      'mentor_languages',
      'mentee_answers',
    ] as const) {
      expect(await t.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    }
  });
});
