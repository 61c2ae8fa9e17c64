import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Membership, ProgrammeCode } from '@mentorbridge/domain/api/programmes';
import { uiText } from '@mentorbridge/domain/ui-text';
import { dayText } from '@mentorbridge/domain/vetting-rules';
import { logIn, solvedCaptcha, verificationToken, verifiedUser } from '../../test/accounts.ts';
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
const school = '10.61.0.1';

/**
 * A class code given at sign-up (decision 058): checked before anything is made, it joins the
 * new account to its programme, and it stands in for the school address's daily cap on new
 * accounts, so a class is never held back by it. An address with an account joins nothing, and
 * the answer is the same.
 */
describe.each(databaseKinds)('a class code at sign-up on %s', (kind) => {
  let t: TestApp;
  let tess = '';
  let programmeId = '';
  let classCode = '';
  const email = (who: string) => `signupcode.${kind}.${who}@example.com`;

  const signUpFromSchool = async (who: string, body: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress: school,
      payload: { ...(await solvedCaptcha(t.app)), email: email(who), password, age: 14, ...body },
    });
  const programmesOf = async (who: string) => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: await verificationToken(t.mail, email(who)) },
    });
    const cookie = sessionCookieOf(await logIn(t.app, email(who), password));
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/memberships',
      headers: { cookie },
    });
    return json<{ programmes: Membership[] }>(mine).programmes.map((p) => p.status);
  };
  const usesOfClassCode = async () =>
    (
      await t.db
        .selectFrom('programme_codes')
        .select('uses')
        .where('code', '=', classCode)
        .executeTakeFirstOrThrow()
    ).uses;

  beforeAll(async () => {
    t = await startTestApp(kind);
    // One new account a day from an address stands in for the real 200.
    t.context.newAccountsPerAddress = { max: 1, windowMs: DAY };
    tess = await verifiedUser(t.app, t.mail, {
      email: email('tess'),
      password,
      age: 44,
      role: 'mentor',
      skills: ['Teaching'],
    });
    await makeOrganisation(t.db, 'Hillside Academy', email('tess'));
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: tess }, ...(payload ? { payload } : {}) });
    const hillside = json<{ organisations: { id: string }[] }>(await call('GET', '/api/programmes'))
      .organisations[0]?.id;
    programmeId = json<{ id: string }>(
      await call('POST', `/api/organisations/${hillside ?? ''}/programmes`, {
        name: 'Year 9 careers mentoring',
        startsOn: '2027-01-11',
        endsOn: '2027-07-16',
        timeZone: 'Europe/London',
        minAge: 11,
        maxAge: 14,
        pupilsSeeOnlyItsMentors: true,
        coordinatorApprovesMatches: true,
      }),
    ).id;
    classCode = json<ProgrammeCode>(
      await call('POST', `/api/programmes/${programmeId}/codes`, {
        role: 'pupil',
        expiresOn: dayText(Date.now() + 30 * DAY),
        maxUses: 30,
        approvalRequired: false,
      }),
    ).code;
  });
  afterAll(() => t.close());

  it('refuses a wrong code in words, and makes no account', async () => {
    const refused = await signUpFromSchool('wrong', { classCode: 'NOTACODE' });
    expect([refused.statusCode, json(refused)]).toMatchObject([
      400,
      { error: { code: 'invalid_code', message: uiText.codeWrong } },
    ]);
    const account = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email('wrong'))
      .executeTakeFirst();
    expect(account).toBeUndefined();
  });

  it('lets the class in past the address’s daily cap, each into the programme', async () => {
    expect((await signUpFromSchool('first')).statusCode).toBe(201);
    const capped = await signUpFromSchool('second');
    expect([capped.statusCode, json(capped)]).toMatchObject([
      429,
      { error: { code: 'rate_limited', message: uiText.tooManySignUpsToday } },
    ]);
    expect((await signUpFromSchool('second', { classCode })).statusCode).toBe(201);
    expect(
      (await signUpFromSchool('third', { classCode: classCode.toLowerCase() })).statusCode,
    ).toBe(201);
    expect(await programmesOf('second')).toEqual(['member']);
    expect(await programmesOf('third')).toEqual(['member']);
    expect(await programmesOf('first')).toEqual([]);
  });

  it('makes a pupil under 13 wait for a coordinator', async () => {
    const young = await signUpFromSchool('young', {
      age: 12,
      guardianEmail: `parent.${email('young')}`,
      classCode,
    });
    expect(young.statusCode).toBe(201);
    expect(await programmesOf('young')).toEqual(['waiting']);
  });

  it('joins nothing for an address that has an account, with the same answer', async () => {
    const before = await usesOfClassCode();
    const again = await signUpFromSchool('second', { classCode });
    expect(again.statusCode).toBe(201);
    expect(await usesOfClassCode()).toBe(before);
  });
});
