import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MentorPage } from '@mentorbridge/domain/api/mentors';
import { GUARDIAN_CONSENT_WAIT_DAYS } from '@mentorbridge/domain/constants';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import { wordingIn } from '../../i18n/languages.ts';
import { sweepExpiredData } from '../../retention/sweep.ts';
import { logIn, sessionUserOf, signUp, verificationToken } from '../../test/accounts.ts';
import { newCode } from '../../test/programme-with-people.ts';
import { programmesWorld } from '../../test/programmes-world.ts';
import { until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  sessionCookieOf,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import { makeOrganisation } from './service.ts';

const DAY = 86_400_000;
const password = 'quiet-river-1';

/**
 * A school's consent for a pupil under 13 (decision 058): a coordinator who lets an 11- or
 * 12-year-old into the programme consents for that programme only. It counts for the request
 * gate (inside the programme) and for the retention sweep; the guardian is mailed a link to
 * refuse, and a refusal wins.
 */
describe.each(databaseKinds)("a school's consent on %s", (kind) => {
  let t: TestApp;
  const world = programmesWorld(() => t, `school.${kind}`);
  const { cookie, id, email, call, auditLines, person } = world;
  const guardianOf = (who: string) => `guardian.${email(who)}`;
  let programmeId = '';
  let classCode = '';

  /** An 11- or 12-year-old signed up with a guardian's address, verified and signed in. */
  async function child(who: string, age: number, language?: Locale) {
    expect(
      (
        await signUp(t.app, {
          email: email(who),
          password,
          age,
          guardianEmail: guardianOf(who),
          ...(language ? { language } : {}),
        })
      ).statusCode,
    ).toBe(201);
    const token = await verificationToken(t.mail, email(who));
    await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    cookie[who] = sessionCookieOf(await logIn(t.app, email(who), password));
    id[who] = (await sessionUserOf(t.app, cookie[who] ?? '')).id;
  }
  const consentPending = async (who: string) =>
    (await sessionUserOf(t.app, cookie[who] ?? '')).consentPending;
  /** The school's mail to the guardian, once it has been delivered. */
  async function schoolMailTo(who: string) {
    const subject = 'Hillside Academy added your child to a MentorBridge programme';
    const find = () =>
      t.mail.mails.find((mail) => mail.to.includes(guardianOf(who)) && mail.subject === subject);
    await until(() => find() !== undefined, 10_000);
    const mail = find();
    if (!mail) throw new Error('the school mail did not arrive');
    return mail;
  }
  const ask = (who: string, mentor: string) =>
    call(who, 'POST', '/api/connections', { mentorId: id[mentor] });

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const [who, age] of [
      ['tess', 44],
      ['mo', 40],
      ['vera', 42],
    ] as const) {
      await person(who, age);
    }
    await makeOrganisation(t.db, 'Hillside Academy', email('tess'));
    const { organisations } = json<{ organisations: { id: string }[] }>(
      await call('tess', 'GET', '/api/programmes'),
    );
    // An open programme: its pupils see the whole directory, as far as their consent goes.
    const made = await call(
      'tess',
      'POST',
      `/api/organisations/${organisations[0]?.id ?? ''}/programmes`,
      {
        name: 'Year 7 reading buddies',
        startsOn: '2027-01-11',
        endsOn: '2027-07-16',
        timeZone: 'Europe/London',
        minAge: 11,
        maxAge: 12,
        pupilsSeeOnlyItsMentors: false,
        coordinatorApprovesMatches: false,
      },
    );
    programmeId = json<{ id: string }>(made).id;
    const codeFor = (role: 'pupil' | 'mentor') => newCode(call, programmeId, role);
    classCode = await codeFor('pupil');
    expect(
      (await call('mo', 'POST', '/api/memberships', { code: await codeFor('mentor') })).statusCode,
    ).toBe(201);
  });
  afterAll(() => t.close());

  it('records the consent by whom and when, mails the guardian, and opens the programme only', async () => {
    await child('ken', 12);
    expect(json(await call('ken', 'POST', '/api/memberships', { code: classCode }))).toMatchObject({
      status: 'waiting',
    });
    expect(await consentPending('ken')).toBe(true);
    expect((await ask('ken', 'mo')).statusCode).toBe(403);

    const before = Date.now();
    const approved = await call(
      'tess',
      'POST',
      `/api/programmes/${programmeId}/members/${id.ken ?? ''}/approve`,
    );
    expect(approved.statusCode).toBe(204);
    const consent = await t.db
      .selectFrom('guardian_consents')
      .select(['status', 'school_programme_id', 'school_consent_by', 'school_consent_at'])
      .where('user_id', '=', id.ken ?? '')
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({
      status: 'pending',
      school_programme_id: programmeId,
      school_consent_by: id.tess,
    });
    expect(Number(consent.school_consent_at)).toBeGreaterThanOrEqual(before);
    const line = (await auditLines()).find(
      (entry) => entry.action === 'let someone into a programme',
    );
    expect(line?.changes).toBe("the school's consent for a pupil under 13");
    expect((await schoolMailTo('ken')).text).toContain('Year 7 reading buddies');

    // Inside the programme only: its mentors, and no one else, until a guardian agrees.
    expect(await consentPending('ken')).toBe(false);
    const directory = json<MentorPage>(await call('ken', 'GET', '/api/mentors')).mentors;
    expect(directory.map((mentor) => mentor.id)).toEqual([id.mo]);
    expect((await ask('ken', 'vera')).statusCode).toBe(404);
    expect((await ask('ken', 'mo')).statusCode).toBe(201);
  });

  it('is not erased for a guardian’s silence, and a guardian’s refusal wins', async () => {
    await child('lily', 11);
    await call('lily', 'POST', '/api/memberships', { code: classCode });
    await child('quiet', 11); // asked for consent, never let into a programme
    const approved = await call(
      'tess',
      'POST',
      `/api/programmes/${programmeId}/members/${id.lily ?? ''}/approve`,
    );
    expect(approved.statusCode).toBe(204);
    await sweepExpiredData(t.context, Date.now() + (GUARDIAN_CONSENT_WAIT_DAYS + 1) * DAY);
    const left = async () =>
      (await t.db.selectFrom('users').select('email').where('email', 'like', 'school.%').execute())
        .map((user) => user.email)
        .filter((address) => /\.(ken|lily|quiet)@/.test(address))
        .sort();
    expect(await left()).toEqual([email('ken'), email('lily')].sort());

    // The school's mail has its own link, and refusing through it deletes the account.
    const token = new URL(firstLink(await schoolMailTo('lily'))).searchParams.get('token') ?? '';
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/guardian/refuse',
      payload: { token },
    });
    expect(refused.statusCode).toBe(200);
    expect(await left()).toEqual([email('ken')]);
  });

  it('writes to the guardian in their own language: Arabic, right to left', async () => {
    // The child reads Spanish; the guardian chose Arabic on their page.
    await child('sami', 12, 'es');
    await t.db
      .updateTable('guardian_consents')
      .set({ language: 'ar' })
      .where('guardian_email', '=', guardianOf('sami'))
      .execute();
    await call('sami', 'POST', '/api/memberships', { code: classCode });
    // The sweep of the test before ended Tess's session, days ahead.
    cookie.tess = sessionCookieOf(await logIn(t.app, email('tess'), password));
    const approved = await call(
      'tess',
      'POST',
      `/api/programmes/${programmeId}/members/${id.sami ?? ''}/approve`,
    );
    expect(approved.statusCode).toBe(204);
    const arabic = wordingIn('ar');
    const subject = arabic.schoolConsentSubject({ school: 'Hillside Academy' });
    const find = () =>
      t.mail.mails.find((mail) => mail.to.includes(guardianOf('sami')) && mail.subject === subject);
    await until(() => find() !== undefined, 10_000);
    const mail = find();
    if (!mail) throw new Error('the school mail did not arrive');
    const names = { school: 'Hillside Academy', programme: 'Year 7 reading buddies' };
    expect(mail.text).toContain(arabic.schoolConsentLetIn({ ...names, childEmail: email('sami') }));
    expect(mail.text).toContain(arabic.schoolConsentOnYourBehalf(names));
    expect(mail.text).toContain(arabic.schoolConsentRefuse);
    expect(mail.html).toContain('<div lang="ar" dir="rtl">');
    expect(mail.html).toContain(arabic.schoolConsentLinkText);
    // Its first link is the guardian's own, as in English.
    expect(new URL(firstLink(mail)).pathname).toBe('/guardian');
  });
});
