import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGpsExif } from '@mentorbridge/testing/images';
import {
  logIn,
  sessionUserOf,
  signUp,
  solvedCaptcha,
  verificationToken,
} from '../test/accounts.ts';
import { chatCast } from '../test/chat-cast.ts';
import { rowsMentioning } from '../test/rows-mentioning.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../test/test-app.ts';
import { writeStory } from '../features/mentor-story/service.ts';
import { retentionPolicy } from './policy.ts';
import { sweepExpiredData } from './sweep.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(databaseKinds)('the retention sweep on %s', (kind) => {
  let t: TestApp;
  let start: number;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  const userIdOf = async (email: string) =>
    (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;
  beforeAll(async () => {
    t = await startTestApp(kind);
    start = Date.now();
    cast = await chatCast(t, 'sweep');
    await signUp(t.app, {
      email: 'never.confirmed@example.com',
      password: 'quiet-river-1',
      age: 20,
    });
    await signUp(t.app, {
      email: 'asked.again@example.com',
      password: 'quiet-river-1',
      age: 20,
    });
    await signUp(t.app, {
      email: 'young.child@example.com',
      password: 'quiet-river-1',
      age: 11,
      guardianEmail: 'silent.parent@example.com',
    });
    // The child confirms their address; only the guardian's answer is missing.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: await verificationToken(t.mail, 'young.child@example.com') },
    });
  });
  afterAll(() => t.close());

  it('deletes nothing that is still current', async () => {
    const before = await t.db.selectFrom('users').select('id').execute();
    const summary = await sweepExpiredData(t.context, start);
    expect(summary).toMatchObject({ erasedAccounts: 0, sessions: 0, orphanedFiles: 0 });
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual(before);
  });

  it('ends sessions left idle, so their cookies no longer work', async () => {
    await sweepExpiredData(t.context, start + 11 * HOUR);
    expect((await sessionUserOf(t.app, cast.cookie.mentor)).id).toBe(cast.id.mentor);
    await sweepExpiredData(t.context, start + 13 * HOUR);
    expect(await t.db.selectFrom('sessions').select('user_id').execute()).toEqual([]);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: cast.cookie.mentor },
    });
    expect(json(session)).toEqual({ user: null });
  });

  it('deletes captchas, mailed links and attempt counters once they have run out', async () => {
    await solvedCaptcha(t.app);
    await logIn(t.app, 'sweep.mentor@example.com', 'not-the-password');
    const count = async (table: 'captcha_challenges' | 'email_tokens' | 'attempt_counters') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('captcha_challenges')).toBeGreaterThan(0);
    expect(await count('email_tokens')).toBeGreaterThan(0);
    expect(await count('attempt_counters')).toBeGreaterThan(0);

    await sweepExpiredData(t.context, start + 2 * HOUR);
    expect(await count('captcha_challenges')).toBe(0);
    await sweepExpiredData(t.context, start + 2 * DAY);
    expect(await count('email_tokens')).toBe(0);
    // Kept as long as the longest window: the daily quota of new accounts per address.
    expect(await count('attempt_counters')).toBe(0);
  });

  it('deletes files nothing points to: a gone user’s picture, a gone chat’s images, an image never sent', async () => {
    const [mentor, mentee] = await Promise.all(
      ['sweep.mentor@example.com', 'sweep.mentee@example.com'].map((email) =>
        logIn(t.app, email, 'quiet-river-1'),
      ),
    );
    const mentorCookie = `mb_session=${mentor?.cookies.find((c) => c.name === 'mb_session')?.value}`;
    const menteeCookie = `mb_session=${mentee?.cookies.find((c) => c.name === 'mb_session')?.value}`;
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/picture',
      headers: { cookie: mentorCookie, 'content-type': 'application/octet-stream' },
      payload: await jpegWithGpsExif(),
    });
    const upload = async () =>
      json<{ imageId: string }>(
        await t.app.inject({
          method: 'PUT',
          url: `/api/chats/${cast.chatId}/images`,
          headers: { cookie: menteeCookie, 'content-type': 'application/octet-stream' },
          payload: await jpegWithGpsExif(),
        }),
      ).imageId;
    const sentImage = await upload();
    await t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/messages`,
      headers: { cookie: menteeCookie },
      payload: { clientId: 'sweep-image', imageId: sentImage },
    });
    await upload(); // never sent
    const ghostUser = 'a0000000-0000-4000-8000-000000000000';
    await t.context.files.put(`profile-pictures/${ghostUser}/small.webp`, Buffer.from('x'));
    await t.context.files.put(
      `chat-images/${ghostUser}__${cast.id.mentee}/1-abc.webp`,
      Buffer.from('x'),
    );

    const soon = await sweepExpiredData(t.context, Date.now() + HOUR);
    expect(soon.orphanedFiles).toBe(2);
    expect(await t.context.files.list('profile-pictures')).toEqual(
      expect.arrayContaining([`profile-pictures/${cast.id.mentor}/small.webp`]),
    );
    expect(await t.context.files.list('profile-pictures')).toHaveLength(2);
    expect(await t.context.files.list('chat-images')).toHaveLength(2);

    const nextDay = await sweepExpiredData(t.context, Date.now() + 2 * DAY);
    expect(nextDay.orphanedFiles).toBe(1);
    expect(await t.context.files.list('chat-images')).toEqual([
      `chat-images/${cast.chatId}/${sentImage}.webp`,
    ]);
  });

  it('erases accounts never confirmed and children whose guardian never answered, after 30 days', async () => {
    const neverConfirmed = await userIdOf('never.confirmed@example.com');
    const child = await userIdOf('young.child@example.com');
    const askedAgain = await userIdOf('asked.again@example.com');
    // A log-in a day before the sweep mailed a fresh link: the account gets that day to use it.
    await t.db
      .insertInto('email_tokens')
      .values({
        token_hash: 'fresh-link',
        user_id: askedAgain ?? '',
        purpose: 'verify-email',
        expires_at: start + 31 * DAY,
      })
      .execute();

    const early = await sweepExpiredData(t.context, start + 29 * DAY);
    expect(early.erasedAccounts).toBe(0);

    const due = await sweepExpiredData(t.context, start + 30 * DAY + HOUR);
    expect(due.erasedAccounts).toBe(2);
    expect(
      await rowsMentioning(t.db, [neverConfirmed ?? '?', 'never.confirmed@example.com']),
    ).toEqual([]);
    expect(await rowsMentioning(t.db, [child ?? '?', 'young.child@example.com'])).toEqual([]);
    expect(await userIdOf('asked.again@example.com')).toBe(askedAgain);
    expect(await userIdOf('sweep.mentor@example.com')).toBe(cast.id.mentor);
    expect(await userIdOf('sweep.mentee@example.com')).toBe(cast.id.mentee);
  });

  it('keeps the audit log six years, then deletes it', async () => {
    await t.db
      .insertInto('audit_log')
      .values({
        id: 'sweep-audit',
        at: start,
        lead_id: 'lead',
        lead_email: 'lead@example.com',
        action: 'viewed reports',
        subject: '0 open',
        reason: '',
      })
      .execute();
    await sweepExpiredData(t.context, start + 5 * 365 * DAY);
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toHaveLength(1);
    await sweepExpiredData(t.context, start + 6 * 366 * DAY);
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toEqual([]);
  });

  it('keeps the tail of the story bits’ change log, whose ids only, and forgets the rest', async () => {
    // Written as the mentor's save writes it: their session ended with the idle sessions above.
    const saveStory = (headline: string) =>
      writeStory(t.context, cast.id.mentor, {
        headline,
        about: '',
        experiences: [],
        languages: ['English'],
        goals: ['confidence'],
      });
    const log = () =>
      t.db
        .selectFrom('story_bits_changes')
        .select(['version', 'user_id'])
        .orderBy('version')
        .execute();
    await saveStory('First words');
    await saveStory('Second words');
    // The log also holds the mentors' safeguarding records, written as the cast was made.
    const changes = await log();
    expect(changes.slice(-2).map((change) => change.user_id)).toEqual([
      cast.id.mentor,
      cast.id.mentor,
    ]);
    expect((await sweepExpiredData(t.context, start)).storyBitsChanges).toBe(0);

    // As if ten thousand more stories had changed since.
    await t.db
      .updateTable('story_bits_version')
      .set((eb) => ({ version: eb('version', '+', retentionPolicy.storyBitsChangesKept) }))
      .execute();
    await saveStory('Third words');
    expect((await sweepExpiredData(t.context, start)).storyBitsChanges).toBe(changes.length);
    expect(await log()).toEqual([
      {
        version: Number(changes.at(-1)?.version) + retentionPolicy.storyBitsChangesKept + 1,
        user_id: cast.id.mentor,
      },
    ]);
  });

  it('keeps an hour of whom a chat’s standing changes touched, ids only, then forgets it', async () => {
    const log = () =>
      t.db.selectFrom('chat_standing_changes').select(['version', 'user_id']).execute();
    // A block made and lifted: two changes, each touching both people.
    await t.db
      .insertInto('blocks')
      .values({ blocker_id: cast.id.mentor, blocked_id: cast.id.stranger, created_at: start })
      .execute();
    await t.db.deleteFrom('blocks').where('blocker_id', '=', cast.id.mentor).execute();
    const changes = await log();
    expect(changes.filter((change) => change.user_id === cast.id.stranger)).toHaveLength(2);
    const now = Date.now();
    expect((await sweepExpiredData(t.context, now + 59 * MINUTE)).chatStandingChanges).toBe(0);
    expect(await log()).toHaveLength(changes.length);
    expect((await sweepExpiredData(t.context, now + 61 * MINUTE)).chatStandingChanges).toBe(
      changes.length,
    );
    expect(await log()).toEqual([]);
  });
});
