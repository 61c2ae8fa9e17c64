import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../test/accounts.ts';
import {
  databaseKinds,
  json,
  sessionCookieOf,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import type { MentorStory, SuggestionList } from '@mentorbridge/domain/api/mentor-story';
import type { Note } from '@mentorbridge/domain/api/notes';
import { whyLine } from '@mentorbridge/domain/matching-rules';
import { dayText, daysAfter, yearsAfter } from '@mentorbridge/domain/vetting-rules';
import {
  DEMO_PASSWORD,
  demoCoordinator,
  demoMentee,
  demoMentor,
  demoMentors,
  demoPupils,
  demoWaitingMentee,
} from './demo-accounts.ts';
import { prepareDatabase } from '../prepare.ts';
import {
  demoSuspensionReason,
  expiredDemoMentor,
  expiringDemoMentor,
  suspendedDemoMentor,
  uncheckedDemoMentor,
} from './demo-checks.ts';
import { seedDemoData } from './demo-data.ts';

describe.each(databaseKinds)('demo data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const log = pino({ level: 'silent' });
  const count = async () => (await t.db.selectFrom('users').select('id').execute()).length;
  const countMessages = async () =>
    (await t.db.selectFrom('messages').select('id').execute()).length;
  const get = async <T>(cookie: string, url: string) =>
    json<T>(await t.app.inject({ method: 'GET', url, headers: { cookie } }));
  const cookieOf = async (email: string) =>
    sessionCookieOf(await logIn(t.app, email, DEMO_PASSWORD));

  it('creates nothing when the demo is turned off', async () => {
    await prepareDatabase(t.context, { demoData: false }, log);
    expect(await count()).toBe(0);
    expect(await countMessages()).toBe(0);
  });

  it('creates the demo accounts once, verified, and never again', async () => {
    await prepareDatabase(t.context, { demoData: true }, log);
    expect(await count()).toBe(4 + demoMentors.length + demoPupils.length);
    const [someMentor] = demoMentors;
    await t.db
      .deleteFrom('users')
      .where('email', '=', someMentor?.email ?? '')
      .execute();
    await seedDemoData(t.db, t.context.files, log);
    expect(await count()).toBe(3 + demoMentors.length + demoPupils.length);
  });

  it('shows the demo mentee a conversation with her mentor, with a picture, and a note', async () => {
    const cookie = await cookieOf(demoMentee.email);
    const { requests } = await get<{ requests: ConnectionRequest[] }>(cookie, '/api/connections');
    expect(requests.map(({ status, mentor }) => [status, mentor.name])).toEqual([
      ['accepted', demoMentor.fullName],
    ]);
    const chatId = requests[0]?.id ?? '';
    const { messages } = await get<{ messages: ChatMessage[] }>(
      cookie,
      `/api/chats/${chatId}/messages?after=0`,
    );
    expect(messages.map((message) => message.senderName)).toEqual([
      demoMentee.fullName,
      demoMentor.fullName,
      demoMentee.fullName,
      demoMentor.fullName,
      demoMentee.fullName,
      demoMentor.fullName,
    ]);
    expect(messages.every((message) => message.seenBy.length === 2)).toBe(true);
    const pictures = messages.flatMap((message) => (message.imageUrl ? [message.imageUrl] : []));
    expect(pictures).toHaveLength(1);
    const picture = await t.app.inject({
      method: 'GET',
      url: pictures[0] ?? '',
      headers: { cookie },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const { notes } = await get<{ notes: Note[] }>(cookie, '/api/notes');
    expect(notes).toHaveLength(1);
  });

  it('shows the demo mentor the same chat and a request waiting for an answer', async () => {
    const cookie = await cookieOf(demoMentor.email);
    const { requests } = await get<{ requests: ConnectionRequest[] }>(cookie, '/api/connections');
    expect(requests.map(({ status, mentee }) => [status, mentee.name])).toEqual([
      ['pending', demoWaitingMentee.fullName],
      ['accepted', demoMentee.fullName],
    ]);
    const { notes } = await get<{ notes: Note[] }>(cookie, '/api/notes');
    expect(notes).toHaveLength(1);
  });

  it('gives every demo mentor a story and fills the demo mentee’s suggestions', async () => {
    // The first of demoMentors was deleted above.
    for (const account of [demoMentor, ...demoMentors.slice(1)]) {
      const story = await get<MentorStory>(await cookieOf(account.email), '/api/profile/story');
      expect(story.headline, account.email).not.toBe('');
      expect(story.about, account.email).not.toBe('');
      expect(story.experiences.length, account.email).toBeGreaterThanOrEqual(2);
      expect(story.experiences.length, account.email).toBeLessThanOrEqual(5);
      expect(story.goals.length, account.email).toBeGreaterThan(0);
    }
    const stories = await t.db.selectFrom('mentor_experiences').select('shown').execute();
    expect(stories.some((experience) => experience.shown === 0)).toBe(true);
    expect(
      (await t.db.selectFrom('mentor_languages').select('language').execute()).some(
        (row) => row.language !== 'English',
      ),
    ).toBe(true);

    const cookie = await cookieOf(demoMentee.email);
    const { suggestions } = await get<SuggestionList>(cookie, '/api/mentors/suggestions');
    expect(suggestions).toHaveLength(5);
    expect(suggestions.every((suggestion) => suggestion.reasons.length > 0)).toBe(true);
    expect(suggestions.every((suggestion) => whyLine(suggestion.reasons).startsWith('Why: '))).toBe(
      true,
    );
    // Her own mentor is hers already; Leo's waiting request has nothing to do with her.
    expect(suggestions.map((suggestion) => suggestion.mentor.name)).not.toContain(
      demoMentor.fullName,
    );
  });

  it('checks every demo mentor but one, whom only mentees of 18 and over find', async () => {
    const checks = await get<{ status: { state: string } }>(
      await cookieOf(demoMentor.email),
      '/api/mentoring/check',
    );
    expect(checks.status.state).toBe('valid');
    const unchecked = await get<{ status: { state: string } }>(
      await cookieOf(uncheckedDemoMentor),
      '/api/mentoring/check',
    );
    expect(unchecked.status).toEqual({
      state: 'not-checked',
      missing: ['check', 'references', 'interview', 'training'],
    });
    const records = await t.db
      .selectFrom('mentor_vetting')
      .innerJoin('users', 'users.id', 'mentor_vetting.user_id')
      .select(['users.email', 'mentor_vetting.check_reference'])
      .execute();
    // The first of demoMentors was deleted above, with its record; the coordinator has one.
    expect(records.map((row) => row.email).sort()).toEqual(
      [demoMentor, ...demoMentors.slice(1), demoCoordinator]
        .map((account) => account.email)
        .filter((email) => email !== uncheckedDemoMentor)
        .sort(),
    );
    expect(records.every((row) => row.check_reference?.startsWith('DEMO-'))).toBe(true);

    // Maya is 15: the unchecked mentor is not there for her; an adult finds him.
    const benName = demoMentors.find((account) => account.email === uncheckedDemoMentor)?.fullName;
    const found = async (email: string) =>
      (
        await get<{ mentors: { name: string }[] }>(await cookieOf(email), '/api/mentors?skill=game')
      ).mentors.map((mentor) => mentor.name);
    expect(await found(demoMentor.email)).toContain(benName);
    expect(await found(demoMentee.email)).not.toContain(benName);
  });

  it('shows every state of a record: one ran out, one suspended with its reason, neither found by a 15-year-old', async () => {
    const today = dayText(Date.now());
    const statusOf = async (email: string) =>
      (await get<{ status: object }>(await cookieOf(email), '/api/mentoring/check')).status;
    // His check was issued three years and a fortnight ago, and never renewed.
    expect(await statusOf(expiredDemoMentor)).toEqual({
      state: 'expired',
      on: yearsAfter(daysAfter(yearsAfter(today, -3), -14), 3),
    });
    expect(await statusOf(suspendedDemoMentor)).toEqual({ state: 'suspended' });
    expect(await statusOf(expiringDemoMentor)).toMatchObject({ state: 'valid' });

    const rows = await t.db
      .selectFrom('mentor_vetting')
      .innerJoin('users', 'users.id', 'mentor_vetting.user_id')
      .select([
        'users.email',
        'mentor_vetting.references_received',
        'mentor_vetting.references_on',
        'mentor_vetting.interviewed_on',
        'mentor_vetting.trained_on',
        'mentor_vetting.suspended_at',
        'mentor_vetting.suspended_reason',
      ])
      .where('users.email', 'in', [expiredDemoMentor, suspendedDemoMentor])
      .orderBy('users.email')
      .execute();
    // Complete but for the one thing that stops each: the expiry, the suspension.
    expect(rows).toEqual([
      expect.objectContaining({
        email: expiredDemoMentor,
        references_received: 2,
        suspended_at: null,
        suspended_reason: null,
      }),
      expect.objectContaining({
        email: suspendedDemoMentor,
        references_received: 2,
        suspended_reason: demoSuspensionReason,
      }),
    ]);
    for (const row of rows) {
      expect([row.references_on, row.interviewed_on, row.trained_on]).not.toContain(null);
    }
    expect(dayText(Number(rows[1]?.suspended_at))).toBe(daysAfter(today, -3));

    // Maya is 15: she finds neither, by their skills or in the whole directory; an adult does.
    const names = [expiredDemoMentor, suspendedDemoMentor].map(
      (email) => demoMentors.find((account) => account.email === email)?.fullName,
    );
    const found = async (email: string, query: string) =>
      (
        await get<{ mentors: { name: string }[] }>(await cookieOf(email), `/api/mentors${query}`)
      ).mentors.map((mentor) => mentor.name);
    for (const query of ['?skill=photography', '?skill=journalism', '']) {
      const forMaya = await found(demoMentee.email, query);
      for (const name of names) expect(forMaya, query).not.toContain(name);
    }
    expect(await found(demoMentor.email, '?skill=photography')).toContain(names[0]);
    expect(await found(demoMentor.email, '?skill=journalism')).toContain(names[1]);
    const { suggestions } = await get<SuggestionList>(
      await cookieOf(demoMentee.email),
      '/api/mentors/suggestions',
    );
    for (const name of names) {
      expect(suggestions.map((suggestion) => suggestion.mentor.name)).not.toContain(name);
    }
  });

  it('makes the conversation once: what people delete of it stays deleted', async () => {
    await t.db.deleteFrom('messages').execute();
    await seedDemoData(t.db, t.context.files, log);
    expect(await countMessages()).toBe(0);
  });

  it('lets a newcomer log in with the credentials the README gives', async () => {
    const mentee = await logIn(t.app, demoMentee.email, DEMO_PASSWORD);
    expect(json(mentee)).toMatchObject({ user: { role: 'mentee', fullName: demoMentee.fullName } });
    const mentor = await logIn(t.app, demoMentor.email, DEMO_PASSWORD);
    expect(json(mentor)).toMatchObject({
      user: { role: 'mentor', skills: [...demoMentor.skills].sort() },
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: sessionCookieOf(mentor) },
    });
    expect(json(session)).toMatchObject({
      user: { role: 'mentor', skills: [...demoMentor.skills].sort() },
    });
  });
});
