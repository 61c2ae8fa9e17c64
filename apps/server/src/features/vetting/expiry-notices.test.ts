import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAfter, yearsAfter } from '@mentorbridge/domain/vetting-rules';
import { verifiedUser } from '../../test/accounts.ts';
import { until } from '../../test/sockets.ts';
import { databaseKinds, startTestApp, type TestApp } from '../../test/test-app.ts';
import { todayBy } from '../../lib/clock.ts';
import { makeLead } from '../safeguarding/leads.ts';
import { sendCheckExpiryNotices } from './service.ts';

const password = 'quiet-river-1';
const DAY = 24 * 60 * 60_000;

describe.each(databaseKinds)('safeguarding check notices on %s', (kind) => {
  let t: TestApp;
  const lead = `notice.lead.${kind}@example.com`;
  const mentor = `notice.mentor.${kind}@example.com`;

  beforeAll(async () => {
    t = await startTestApp(kind);
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
    const cookie = await verifiedUser(t.app, t.mail, {
      email: mentor,
      password,
      age: 40,
      role: 'mentor',
      skills: ['Law'],
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/full-name',
      headers: { cookie },
      payload: { fullName: 'Nora Notice' },
    });
  });
  afterAll(() => t.close());

  it('mails the mentor and every lead 30 days before the record stops counting and on the day, once each', async () => {
    const start = Date.now();
    const moveTo = (days: number) => {
      t.context.clock.now = () => start + days * DAY;
    };
    const mailsTo = (to: string) =>
      t.mail.mails.filter(
        (mail) => mail.to.includes(to) && mail.subject.includes('safeguarding check'),
      );
    // The test mentor's training, ten days old, stops counting in 355 days: before the check.
    const expiresOn = yearsAfter(daysAfter(todayBy(t.context.clock), -10), 1);
    try {
      moveTo(300);
      expect(await sendCheckExpiryNotices(t.context)).toBe(0);
      moveTo(326);
      expect(await sendCheckExpiryNotices(t.context)).toBe(1);
      expect(await sendCheckExpiryNotices(t.context)).toBe(0);
      await until(() => mailsTo(mentor).length === 1 && mailsTo(lead).length === 1);
      expect(mailsTo(mentor)[0]?.subject).toBe(`Your safeguarding check expires on ${expiresOn}`);
      expect(mailsTo(lead)[0]?.subject).toBe(
        `Nora Notice's safeguarding check expires on ${expiresOn}`,
      );
      moveTo(355);
      expect(await sendCheckExpiryNotices(t.context)).toBe(1);
      await until(() => mailsTo(mentor).length === 2 && mailsTo(lead).length === 2);
      expect(mailsTo(mentor)[1]?.subject).toBe('Your safeguarding check has expired');
      expect(mailsTo(mentor)[1]?.text).toContain(
        "students under 18 can't find you, and your chats with them are paused",
      );
      moveTo(356);
      expect(await sendCheckExpiryNotices(t.context)).toBe(0);
    } finally {
      t.context.clock.now = () => Date.now();
    }
  });
});
