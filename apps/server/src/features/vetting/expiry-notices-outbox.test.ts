import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/accounts.ts';
import { until } from '../../test/sockets.ts';
import { databaseKinds, startTestApp, type TestApp } from '../../test/test-app.ts';
import { makeLead } from '../safeguarding/leads.ts';
import { sendCheckExpiryNotices } from './expiry-notices.ts';

const password = 'quiet-river-1';
const DAY = 24 * 60 * 60_000;

/**
 * A safeguarding check notice's claim and its mails are one event (decisions 038 and 043): a
 * mail that cannot be written leaves the notice unclaimed, so the next run sends it, whole.
 */
describe.each(databaseKinds)('a check notice whose mail cannot be written, on %s', (kind) => {
  let t: TestApp;
  const leads = [1, 2].map((index) => `outbox.lead${index}.${kind}@example.com`);
  const mentor = `outbox.mentor.${kind}@example.com`;
  const everyone = [mentor, ...leads];

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const lead of leads) {
      await verifiedUser(t.app, t.mail, {
        email: lead,
        password,
        age: 50,
        role: 'mentor',
        skills: ['Law'],
        // Leads' own records get notices too: this one's is not the notice under test.
        checked: false,
      });
      expect(await makeLead(t.db, lead)).toMatchObject({ ok: true });
    }
    // A complete record: its training, ten days old, stops counting in 355 days.
    await verifiedUser(t.app, t.mail, {
      email: mentor,
      password,
      age: 40,
      role: 'mentor',
      skills: ['Law'],
    });
  });
  afterAll(async () => {
    t.context.clock.now = () => Date.now();
    await t.close();
  });

  const claims = () => t.db.selectFrom('vetting_notices').select(['kind', 'expires_on']).execute();
  // By kind: a row sent keeps neither its address nor its subject.
  const noticeRows = () =>
    t.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('kind', 'like', 'check-soon.%')
      .orderBy('kind')
      .execute();
  const caught = (to: string) =>
    t.mail.mails.filter((mail) => mail.to.includes(to) && mail.subject.includes('safeguarding'));

  it('claims no notice and writes none of its mails while one of them cannot be written; the next run sends it to everyone once', async () => {
    const start = Date.now();
    // 30 days before the record stops counting: the "soon" notice is due.
    t.context.clock.now = () => start + 325 * DAY;
    const outbox = t.context.mailer;
    const enqueue = outbox.enqueue;
    // The last lead's mail fails, after the claim and the mentor's mail were written.
    outbox.enqueue = (db, mail) =>
      mail.to === leads[1] ? Promise.reject(new Error('the disk is full')) : enqueue(db, mail);
    try {
      await expect(sendCheckExpiryNotices(t.context)).rejects.toThrow('the disk is full');
    } finally {
      outbox.enqueue = enqueue;
    }
    expect(await claims()).toEqual([]);
    expect(await noticeRows()).toEqual([]);

    expect(await sendCheckExpiryNotices(t.context)).toBe(1);
    expect(await claims()).toEqual([{ kind: 'soon', expires_on: expect.any(String) }]);
    // The mentor's and each lead's, written together.
    expect((await noticeRows()).map((row) => row.kind)).toEqual([
      'check-soon.lead',
      'check-soon.lead',
      'check-soon.mentor',
    ]);
    await until(() => everyone.every((to) => caught(to).length === 1));
    expect(await sendCheckExpiryNotices(t.context)).toBe(0);
    await t.context.background.settled();
    expect(everyone.map((to) => caught(to).length)).toEqual([1, 1, 1]);
  });
});
