import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import { databaseKinds, PUBLIC_URL, startTestApp, type TestApp } from '../../test/test-app.ts';
import { sweepExpiredData } from '../../retention/sweep.ts';
import { expireAndRemindRequests } from './expiry.ts';

const DAY = 24 * 60 * 60_000;

describe.each(databaseKinds)('requests nobody answers, on %s', (kind) => {
  let t: TestApp;
  let mentorId: string;
  const cookie = {} as Record<'mentor' | 'early' | 'late', string>;
  const email = (who: string) => `expiry.${who}.${kind}@example.com`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const password = 'quiet-river-1';
    cookie.mentor = await verifiedUser(t.app, t.mail, {
      email: email('mentor'),
      password,
      age: 52,
      role: 'mentor',
      skills: ['Nursing'],
    });
    mentorId = (await sessionUserOf(t.app, cookie.mentor)).id;
    for (const who of ['early', 'late'] as const) {
      cookie[who] = await verifiedUser(t.app, t.mail, { email: email(who), password });
    }
  });
  afterAll(() => t.close());

  const requestFrom = async (who: 'early' | 'late') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie: cookie[who] },
      payload: { mentorId },
    });
    expect(response.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('mentor_requests')
      .select(['id', 'created_at'])
      .where('requester_id', '=', (await sessionUserOf(t.app, cookie[who])).id)
      .executeTakeFirstOrThrow();
    return { id: row.id, createdAt: row.created_at };
  };
  /**
   * The requests' part of the hourly sweep at `now` (the whole sweep would also end every
   * session idle by then); the subjects it mailed to `who`.
   */
  const sweepAt = async (now: number, who: string) => {
    await t.context.background.settled();
    const before = t.mail.mails.length;
    await expireAndRemindRequests(t.context, now);
    await t.context.background.settled();
    return t.mail.mails
      .slice(before)
      .filter((mail) => mail.to.includes(email(who)))
      .map((mail) => mail.subject);
  };
  const stillThere = async (id: string) =>
    (await t.db.selectFrom('mentor_requests').select('id').where('id', '=', id).execute())
      .length === 1;

  it('reminds the mentor after 3 and 10 days, once each, then ends the request after 14 and tells the mentee', async () => {
    const { id, createdAt } = await requestFrom('early');
    expect(await sweepAt(createdAt + 3 * DAY - 1, 'mentor')).toEqual([]);
    expect(await sweepAt(createdAt + 3 * DAY, 'mentor')).toEqual([
      'Unnamed mentee is waiting for your answer',
    ]);
    expect(await sweepAt(createdAt + 4 * DAY, 'mentor')).toEqual([]);
    expect(await sweepAt(createdAt + 10 * DAY, 'mentor')).toEqual([
      'Unnamed mentee is waiting for your answer',
    ]);
    const reminder = t.mail.mails.findLast((mail) => mail.to.includes(email('mentor')));
    expect(reminder?.text).toContain('10 days ago');
    expect(reminder?.text).toContain(
      `Answer the request: ${PUBLIC_URL}/connections/mentor?tab=pending`,
    );
    expect(await sweepAt(createdAt + 13 * DAY, 'mentor')).toEqual([]);
    expect(await stillThere(id)).toBe(true);

    expect(await sweepAt(createdAt + 14 * DAY, 'early')).toEqual([
      'Your request to Unnamed mentor has ended',
    ]);
    expect(await stillThere(id)).toBe(false);
    const ended = t.mail.mails.findLast((mail) => mail.to.includes(email('early')));
    expect(ended?.text).toContain(`Find a mentor: ${PUBLIC_URL}/mentors`);
    // The unanswered wait counts in the mentor's reply time, once.
    const waits = await t.db.selectFrom('reply_times').select('waited_ms').execute();
    expect(waits.map((row) => Number(row.waited_ms))).toEqual([14 * DAY]);
    // Again changes nothing.
    expect(await sweepAt(createdAt + 15 * DAY, 'early')).toEqual([]);
  });

  it('reminds once, not twice, of a request first swept after 10 days', async () => {
    const { createdAt } = await requestFrom('late');
    const subjects = await sweepAt(createdAt + 11 * DAY, 'mentor');
    expect(subjects).toEqual(['Unnamed mentee is waiting for your answer']);
    expect(await sweepAt(createdAt + 12 * DAY, 'mentor')).toEqual([]);
  });

  it('leaves answered requests alone, however old', async () => {
    const lateId = `${mentorId}__${(await sessionUserOf(t.app, cookie.late)).id}`;
    await t.app.inject({
      method: 'POST',
      url: `/api/connections/${lateId}/accept`,
      headers: { cookie: cookie.mentor },
    });
    await sweepAt(Date.now() + 100 * DAY, 'late');
    expect(await stillThere(lateId)).toBe(true);
  });

  it('reminds each request once when two whole hourly sweeps race', async () => {
    // The mentee whose request ended may ask the same mentor again.
    const { createdAt } = await requestFrom('early');
    await t.context.background.settled();
    const before = t.mail.mails.length;
    const results = await Promise.all([
      sweepExpiredData(t.context, createdAt + 3 * DAY),
      sweepExpiredData(t.context, createdAt + 3 * DAY),
    ]);
    await t.context.background.settled();
    expect(results.map((result) => result.remindedRequests).sort()).toEqual([0, 1]);
    expect(
      t.mail.mails.slice(before).filter((mail) => mail.to.includes(email('mentor'))),
    ).toHaveLength(1);
  });
});
