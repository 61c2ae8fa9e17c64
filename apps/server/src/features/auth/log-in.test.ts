import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiText } from '@mentorbridge/domain/ui-text';
import { logIn, signUp, verificationToken } from '../../test/accounts.ts';
import {
  databaseKinds,
  json,
  sessionCookieOf,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

describe.each(databaseKinds)('verification, log-in and log-out on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const verify = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const session = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });

  it('walks a 15-year-old from sign-up to a session and out again', async () => {
    const email = 'teen@example.com';
    await signUp(t.app, { email, password: 'quiet-river-1', age: 15 });

    const early = await logIn(t.app, email, 'quiet-river-1');
    expect(early.statusCode).toBe(403);
    expect(json(early)).toMatchObject({
      error: {
        code: 'email_not_verified',
        message:
          'Your email address is not verified. Please check your inbox for a verification email.',
      },
    });
    expect(early.cookies).toHaveLength(0);

    expect(json(await verify(await verificationToken(t.mail, email)))).toEqual({ ok: true });

    const loggedIn = await logIn(t.app, email, 'quiet-river-1');
    expect(loggedIn.statusCode).toBe(200);
    expect(json(loggedIn)).toMatchObject({ user: { email, role: 'mentee', age: 15, skills: [] } });
    const cookie = loggedIn.cookies.find((candidate) => candidate.name === 'mb_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const sessionCookie = sessionCookieOf(loggedIn);
    expect(json(await session(sessionCookie))).toMatchObject({ user: { email, role: 'mentee' } });

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/log-out',
      headers: { cookie: sessionCookie },
    });
    expect(out.statusCode).toBe(204);
    // The browser empties its cache of the site: nothing is left for the next person.
    expect(out.headers['clear-site-data']).toBe('"cache"');
    expect(json(await session(sessionCookie))).toEqual({ user: null });
  });

  it('mails a fresh link when an unverified user tries to log in', async () => {
    const email = 'late@example.com';
    await signUp(t.app, { email, password: 'quiet-river-1', age: 20 });
    const firstToken = await verificationToken(t.mail, email);
    t.mail.mails.length = 0;
    await logIn(t.app, email, 'quiet-river-1');
    const secondToken = await verificationToken(t.mail, email);
    expect(secondToken).not.toBe(firstToken);
    expect(json(await verify(secondToken))).toEqual({ ok: true });
    expect(json(await verify(firstToken))).toMatchObject({
      error: { code: 'verification_link_invalid' },
    });
  });

  it('accepts a verification link once and never again', async () => {
    const email = 'once@example.com';
    await signUp(t.app, { email, password: 'quiet-river-1', age: 30, role: 'mentee' });
    const token = await verificationToken(t.mail, email);
    expect(json(await verify(token))).toEqual({ ok: true });
    expect(json(await verify(token))).toMatchObject({
      error: { code: 'verification_link_invalid', message: uiText.verificationLinkInvalid },
    });
  });

  it('refuses an expired verification link and leaves the user unverified', async () => {
    const email = 'expired@example.com';
    await signUp(t.app, { email, password: 'quiet-river-1', age: 30, role: 'mentee' });
    const token = await verificationToken(t.mail, email);
    await t.db
      .updateTable('email_tokens')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect((await verify(token)).statusCode).toBe(400);
    const user = await t.db
      .selectFrom('users')
      .select('email_verified')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.email_verified).toBe(0);
  });

  it('gives a wrong password and an unknown email the very same answer', async () => {
    const email = 'known@example.com';
    await signUp(t.app, { email, password: 'quiet-river-1', age: 15 });
    await verify(await verificationToken(t.mail, email));
    const wrongPassword = await logIn(t.app, email, 'not-the-password');
    const unknownEmail = await logIn(t.app, 'nobody@example.com', 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(json(wrongPassword)).toMatchObject({
      error: { code: 'wrong_credentials', message: uiText.wrongCredentials },
    });
  });

  it('logs in whatever the case of the email, and rotates the session at each log-in', async () => {
    const email = 'case@example.com';
    await signUp(t.app, { email, password: 'quiet-river-1', age: 15 });
    await verify(await verificationToken(t.mail, email));
    const first = sessionCookieOf(await logIn(t.app, 'CASE@example.com', 'quiet-river-1'));
    const second = sessionCookieOf(await logIn(t.app, email, 'quiet-river-1', first));
    expect(second).not.toBe(first);
    expect(json(await session(first))).toEqual({ user: null });
    expect(json(await session(second))).toMatchObject({ user: { email } });
  });

  it('leaves the current session alone when a log-in attempt fails', async () => {
    const email = 'steady@example.com';
    await signUp(t.app, { email, password: 'quiet-river-1', age: 15 });
    await verify(await verificationToken(t.mail, email));
    const cookie = sessionCookieOf(await logIn(t.app, email, 'quiet-river-1'));
    expect((await logIn(t.app, email, 'mistyped', cookie)).statusCode).toBe(401);
    expect(json(await session(cookie))).toMatchObject({ user: { email } });
  });

  it('locks an account after 10 failed log-ins only where they came from: the owner at home still gets in', async () => {
    const email = 'guarded@example.com';
    await signUp(t.app, { email, password: 'quiet-river-1', age: 15 });
    await verify(await verificationToken(t.mail, email));
    const attempt = (address: string, password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/log-in',
        payload: { email: address, password },
        remoteAddress: ip,
      });

    // A classmate at school guesses; so does someone at an address with no account.
    for (let guess = 0; guess < 10; guess++) {
      expect((await attempt(email, `guess-${guess}`, '10.0.0.1')).statusCode).toBe(401);
      expect(
        (await attempt('nobody-here@example.com', `guess-${guess}`, '10.0.0.1')).statusCode,
      ).toBe(401);
    }
    const locked = await attempt(email, 'quiet-river-1', '10.0.0.1');
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toMatchObject({
      error: { code: 'rate_limited', message: uiText.tooManyRequests },
    });
    // An address with no account is locked alike, so the lock does not reveal who is registered.
    expect((await attempt('nobody-here@example.com', 'x-guess', '10.0.0.1')).body).toBe(
      locked.body,
    );
    // At home, the owner logs in. The lock at school stays for its 15 minutes.
    expect((await attempt(email, 'quiet-river-1', '192.0.2.7')).statusCode).toBe(200);
    expect((await attempt(email, 'quiet-river-1', '10.0.0.1')).statusCode).toBe(429);
  });

  it('stops an address after its failed log-ins of the day, whatever the accounts, and says so', async () => {
    const dailyCap = t.context.failedLogInsPerAddress;
    t.context.failedLogInsPerAddress = { ...dailyCap, max: 5 };
    try {
      const attempt = (index: number, ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/log-in',
          payload: { email: `stuffed-${index}@example.com`, password: 'password-from-a-leak' },
          remoteAddress: ip,
        });
      for (let index = 0; index < 5; index++) {
        expect((await attempt(index, '10.7.0.1')).statusCode).toBe(401);
      }
      const stopped = await attempt(5, '10.7.0.1');
      expect(stopped.statusCode).toBe(429);
      expect(json(stopped)).toMatchObject({
        error: { code: 'rate_limited', message: uiText.tooManyFailedLogInsToday },
      });
      // Another network is not held back.
      expect((await attempt(6, '10.8.0.1')).statusCode).toBe(401);
    } finally {
      t.context.failedLogInsPerAddress = dailyCap;
    }
  });

  it('tells a signed-out visitor that nobody is signed in', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/api/auth/session' }))).toEqual({
      user: null,
    });
  });
});
