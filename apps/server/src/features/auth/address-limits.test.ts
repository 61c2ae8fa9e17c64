import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignUpBody } from '@mentorbridge/domain/api/auth';
import { msg } from '@mentorbridge/domain/ui-text';
import { logIn, signUp as signUpOverHttp, verificationToken } from '../../test/accounts.ts';
import {
  databaseKinds,
  json,
  sessionCookieOf,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import { ApiError } from '../../lib/api-error.ts';
import { issueCaptcha } from '../captcha/service.ts';
import { signUp } from './service.ts';

const DAY = 24 * 60 * 60_000;
const CLASS_SIZE = 40;

describe.each(databaseKinds)('limits by network address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The app's own limits: no factor.
    t = await startTestApp(kind, { rateLimitFactor: 1 });
  });
  afterAll(() => t.close());

  it(`lets a class of ${CLASS_SIZE} behind one school address sign up, verify and log in at once`, async () => {
    const remoteAddress = '10.40.0.1';
    const pupils = Array.from({ length: CLASS_SIZE }, (_, index) => ({
      email: `pupil-${index}-${kind}@school.example`,
      password: `class-of-${index}-pass`,
    }));
    const answers = await Promise.all(
      pupils.map(async ({ email, password }) => {
        const captcha = json<{ id: string; dice: [number, number] }>(
          await t.app.inject({ method: 'POST', url: '/api/auth/captcha', remoteAddress }),
        );
        const body: Partial<SignUpBody> = {
          email,
          password,
          age: 14,
          captchaId: captcha.id,
          captchaAnswer: captcha.dice[0] + captcha.dice[1],
        };
        const signedUp = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: body,
          remoteAddress,
        });
        const token = await verificationToken(t.mail, email);
        const verified = await t.app.inject({
          method: 'POST',
          url: '/api/auth/verify-email',
          payload: { token },
          remoteAddress,
        });
        const loggedIn = await t.app.inject({
          method: 'POST',
          url: '/api/auth/log-in',
          payload: { email, password },
          remoteAddress,
        });
        return [signedUp.statusCode, verified.statusCode, loggedIn.statusCode];
      }),
    );
    expect(answers).toEqual(pupils.map(() => [201, 200, 200]));
  });

  it('holds password guessing per account: 10 wrong passwords from one address, 100 from all', async () => {
    const email = `guessed-${kind}@school.example`;
    const guess = (index: number, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/log-in',
        payload: { email, password: `guess-number-${index}` },
        remoteAddress,
      });
    const fromSchool: number[] = [];
    for (let index = 0; index < 11; index++) {
      fromSchool.push((await guess(index, '10.41.0.1')).statusCode);
    }
    expect(fromSchool).toEqual([...Array<number>(10).fill(401), 429]);
    // Spread over many addresses, the guesses stop at 100 for the account.
    const spread: number[] = [];
    for (let index = 10; index < 101; index++) {
      spread.push(
        (await guess(index, `10.41.${1 + Math.floor(index / 10)}.${index % 10}`)).statusCode,
      );
    }
    expect(spread).toEqual([...Array<number>(90).fill(401), 429]);
  });

  it('counts uploads per person, so one pupil cannot use up the class allowance', async () => {
    const remoteAddress = '10.42.0.1';
    const cookies = [];
    for (const name of ['first', 'second']) {
      const email = `uploader-${name}-${kind}@school.example`;
      await signUpOverHttp(t.app, { email, password: 'uploads-pass-1', age: 15 });
      const token = await verificationToken(t.mail, email);
      await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
      cookies.push(sessionCookieOf(await logIn(t.app, email, 'uploads-pass-1')));
    }
    const upload = (cookie: string | undefined) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/picture',
        headers: { cookie, 'content-type': 'application/octet-stream' },
        payload: Buffer.from('not a picture'),
        remoteAddress,
      });
    const first: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++)
      first.push((await upload(cookies[0])).statusCode);
    expect(first.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(first[20]).toBe(429);
    expect((await upload(cookies[1])).statusCode).toBe(400);
  });

  it('lets one address create 200 accounts a day', () => {
    expect(t.context.newAccountsPerAddress).toEqual({ max: 200, windowMs: DAY });
  });

  describe('the daily quota of new accounts', () => {
    // A quota of 3 stands in for 200, so the test does not hash 200 passwords.
    const quota = { max: 3, windowMs: DAY };
    const address = `10.43.0.1`;
    const start = Date.UTC(2026, 10, 23, 9);
    const signUpAt = async (email: string, now: number, from = address) => {
      const captcha = await issueCaptcha(t.db, now);
      return signUp(
        { ...t.context, newAccountsPerAddress: quota },
        {
          email,
          password: 'quota-pass-1',
          age: 16,
          captchaId: captcha.id,
          captchaAnswer: captcha.dice[0] + captcha.dice[1],
        },
        { address: from, now },
      );
    };
    const accountExists = async (email: string) =>
      (await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).length ===
      1;

    it('refuses the next account with a clear message, creates nothing, and takes it again a day later', async () => {
      const first = `quota-1-${kind}@example.com`;
      await signUpAt(first, start);
      // An address that already has an account counts too, so a refusal tells nobody who is
      // registered.
      await signUpAt(first, start + 1);
      await signUpAt(`quota-2-${kind}@example.com`, start + 2);

      const refused = `quota-3-${kind}@example.com`;
      const refusal = await signUpAt(refused, start + 3).catch((error: unknown) => error);
      expect(refusal).toEqual(new ApiError(429, 'rate_limited', msg.tooManySignUpsToday));
      expect(await accountExists(refused)).toBe(false);
      expect(t.mail.mails.filter((mail) => mail.to.includes(refused))).toEqual([]);

      // Another address is not held back by this one.
      await signUpAt(`quota-elsewhere-${kind}@example.com`, start + 4, '10.43.0.2');
      // The next day, the address may create accounts again.
      await signUpAt(refused, start + DAY + 5);
      expect(await accountExists(refused)).toBe(true);
    });

    it('counts only sign-ups that pass every check', async () => {
      const other = '10.43.0.3';
      const failing = signUpAt('not-an-address', start, other);
      await expect(failing).rejects.toMatchObject({ code: 'invalid_sign_up' });
      for (let index = 0; index < quota.max; index++) {
        await signUpAt(`quota-checked-${index}-${kind}@example.com`, start + index, other);
      }
      expect(await accountExists(`quota-checked-2-${kind}@example.com`)).toBe(true);
    });
  });
});
