import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAfter, yearsAfter } from '@mentorbridge/domain/vetting-rules';
import { mailIn } from '../../mail/mail-language.ts';
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

  it('writes each notice in its reader’s language: Spanish to a Spanish mentor, Arabic to an Arabic lead', async () => {
    const spanishMentor = `notice.mentor-es.${kind}@example.com`;
    const arabicLead = `notice.lead-ar.${kind}@example.com`;
    await verifiedUser(t.app, t.mail, {
      email: arabicLead,
      password,
      age: 52,
      role: 'mentor',
      skills: ['Law'],
      checked: false,
      language: 'ar',
    });
    expect(await makeLead(t.db, arabicLead)).toMatchObject({ ok: true });
    const cookie = await verifiedUser(t.app, t.mail, {
      email: spanishMentor,
      password,
      age: 39,
      role: 'mentor',
      skills: ['Law'],
      language: 'es',
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/full-name',
      headers: { cookie },
      payload: { fullName: 'Lucía Aviso' },
    });
    const { words: spanish, day: spanishDay } = mailIn('es');
    const { words: arabic, day: arabicDay } = mailIn('ar');
    const start = Date.now();
    const moveTo = (days: number) => {
      t.context.clock.now = () => start + days * DAY;
    };
    const expiresOn = yearsAfter(daysAfter(todayBy(t.context.clock), -10), 1);
    const lastDay = daysAfter(expiresOn, -1);
    const name = 'Lucía Aviso';
    // In words, as each language writes a day: "16 de julio de 2027", "16 يوليو 2027".
    expect(spanishDay(expiresOn)).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    expect(arabicDay(expiresOn)).toMatch(/^\d{1,2} \S+ \d{4}$/);
    const mailsTo = (to: string, subject: string) =>
      t.mail.mails.filter((mail) => mail.to.includes(to) && mail.subject === subject);
    try {
      moveTo(326);
      expect(await sendCheckExpiryNotices(t.context)).toBe(1);
      const toMentor = spanish.checkExpirySoonSubject({ date: spanishDay(expiresOn) });
      const toLead = arabic.checkExpiryLeadSoonSubject({ name, date: arabicDay(expiresOn) });
      await until(
        () =>
          mailsTo(spanishMentor, toMentor).length === 1 && mailsTo(arabicLead, toLead).length === 1,
      );
      const [mentorMail] = mailsTo(spanishMentor, toMentor);
      expect(mentorMail?.text).toBe(
        [
          spanish.checkExpirySoonLine({ lastDay: spanishDay(lastDay) }),
          spanish.checkExpiryPaused({ date: spanishDay(expiresOn) }),
          spanish.checkExpiryRenew({ contact: t.context.config.safeguardingContact }),
        ].join('\n\n'),
      );
      expect(mentorMail?.html).toContain('<div lang="es" dir="ltr">');
      const [leadMail] = mailsTo(arabicLead, toLead);
      expect(leadMail?.text).toContain(
        arabic.checkExpiryLeadSoonLine({
          name,
          lastDay: arabicDay(lastDay),
          date: arabicDay(expiresOn),
        }),
      );
      expect(leadMail?.text).toContain(arabic.checkExpiryLeadRecord);
      expect(leadMail?.html).toContain('<div lang="ar" dir="rtl">');
      // The English lead reads the same notice in English.
      expect(mailsTo(lead, `${name}'s safeguarding check expires on ${expiresOn}`)).toHaveLength(1);

      moveTo(355);
      expect(await sendCheckExpiryNotices(t.context)).toBe(1);
      await until(() => mailsTo(spanishMentor, spanish.checkExpiryTodaySubject).length === 1);
      expect(mailsTo(spanishMentor, spanish.checkExpiryTodaySubject)[0]?.text).toContain(
        spanish.checkExpiryTodayLine({ date: spanishDay(expiresOn) }),
      );
      await until(
        () => mailsTo(arabicLead, arabic.checkExpiryLeadTodaySubject({ name })).length === 1,
      );
    } finally {
      t.context.clock.now = () => Date.now();
    }
  });
});
