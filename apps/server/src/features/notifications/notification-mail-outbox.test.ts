import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from '@mentorbridge/testing/mail-catcher';
import { sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import { until } from '../../test/sockets.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

const password = 'quiet-river-1';

/**
 * A request, an answer and their mails are one event (decision 043): stored together while the
 * mail server is down, sent once it is back, and never written for an event that failed.
 */
describe.each(databaseKinds)('the mails of requests and answers on %s', (kind) => {
  let t: TestApp;
  let backAgain: MailCatcher | undefined;
  let mentorCookie: string;
  let mentorId: string;
  const mentor = `outage.mentor.${kind}@example.com`;
  const mentees = [0, 1, 2].map((index) => `outage.mentee${index}.${kind}@example.com`);
  const menteeCookies: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    mentorCookie = await verifiedUser(t.app, t.mail, {
      email: mentor,
      password,
      age: 44,
      role: 'mentor',
      skills: ['Plumbing'],
    });
    mentorId = (await sessionUserOf(t.app, mentorCookie)).id;
    for (const email of mentees)
      menteeCookies.push(await verifiedUser(t.app, t.mail, { email, password }));
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/mentoring',
      headers: { cookie: mentorCookie },
      payload: { capacity: 1, paused: false },
    });
    expect(chosen.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await backAgain?.close();
  });

  const unsentMailTo = (to: string) =>
    t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', to)
      .where('sent_at', 'is', null)
      .execute();
  const caughtBy = (catcher: MailCatcher, to: string) =>
    catcher.mails.filter((mail) => mail.to.includes(to)).map((mail) => mail.subject);

  it('makes no request whose mail cannot be written', async () => {
    const cookie = await verifiedUser(t.app, t.mail, {
      email: `unwritten.mentee.${kind}@example.com`,
      password,
    });
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/connections',
        headers: { cookie },
        payload: { mentorId },
      });
    const outbox = t.context.mailer;
    const enqueue = outbox.enqueue;
    outbox.enqueue = () => Promise.reject(new Error('the disk is full'));
    try {
      expect((await ask()).statusCode).toBe(500);
    } finally {
      outbox.enqueue = enqueue;
    }
    const menteeId = (await sessionUserOf(t.app, cookie)).id;
    const stored = await t.db
      .selectFrom('mentor_requests')
      .select('id')
      .where('mentor_id', '=', mentorId)
      .where('requester_id', '=', menteeId)
      .execute();
    expect(stored).toEqual([]);
    expect((await ask()).statusCode).toBe(201);
    await t.context.background.settled();
  });

  it('keeps them while the mail server is down, sends each once when it is back, and writes none for a refused accept', async () => {
    const port = t.mail.port;
    await t.mail.close();

    for (const cookie of menteeCookies) {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/connections',
        headers: { cookie },
        payload: { mentorId },
      });
      expect(asked.statusCode).toBe(201);
    }
    const accept = async (menteeCookie: string) => {
      const menteeId = (await sessionUserOf(t.app, menteeCookie)).id;
      return t.app.inject({
        method: 'POST',
        url: `/api/connections/${mentorId}__${menteeId}/accept`,
        headers: { cookie: mentorCookie },
      });
    };
    expect((await accept(menteeCookies[0] ?? '')).statusCode).toBe(204);
    // The mentor is full: this accept fails, and with it the mail it would have caused.
    const refused = await accept(menteeCookies[1] ?? '');
    expect(json(refused)).toMatchObject({ error: { code: 'capacity_reached' } });
    await t.context.background.settled();

    expect(await unsentMailTo(mentor)).toHaveLength(mentees.length);
    expect(await unsentMailTo(mentees[0] ?? '')).toHaveLength(1);
    expect(await unsentMailTo(mentees[1] ?? '')).toEqual([]);

    backAgain = await startMailCatcher(port);
    const catcher = backAgain;
    await until(
      () =>
        caughtBy(catcher, mentor).length === mentees.length &&
        caughtBy(catcher, mentees[0] ?? '').length === 1,
      60_000,
    );
    // A little longer, for a mail that would come twice.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(caughtBy(catcher, mentor)).toHaveLength(mentees.length);
    expect(caughtBy(catcher, mentees[0] ?? '')).toEqual([expect.stringContaining('accepted')]);
    expect(caughtBy(catcher, mentees[1] ?? '')).toEqual([]);
    // Each is marked sent, so no process sends it again.
    expect(await unsentMailTo(mentor)).toEqual([]);
  }, 90_000);
});
