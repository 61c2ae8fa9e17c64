import type { FastifyInstance } from 'fastify';
import type { Captcha, Session, SessionUser, SignUpBody } from '@mentorbridge/domain/api/auth';
import type { MailCatcher } from '@mentorbridge/testing/mail-catcher';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import { contextOf, json, sessionCookieOf } from './test-app.ts';
import { checkMentor } from './vetting.ts';

/** Rolls a captcha the way the form does, and answers it right. */
export async function solvedCaptcha(app: FastifyInstance) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/captcha' });
  const captcha = json<Captcha>(response);
  return { captchaId: captcha.id, captchaAnswer: captcha.dice[0] + captcha.dice[1] };
}

export async function signUp(app: FastifyInstance, body: Partial<SignUpBody>) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { ...(await solvedCaptcha(app)), ...body },
  });
}

export function logIn(app: FastifyInstance, email: string, password: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/log-in',
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });
}

/** The token of the verification link mailed to an address. */
export async function verificationToken(mail: MailCatcher, email: string): Promise<string> {
  const link = new URL(firstLink(await mail.waitForMail(email)));
  return link.searchParams.get('token') ?? '';
}

/**
 * Signs up, verifies by the mailed link and logs in: the cookie of a ready user. A mentor also
 * gets a complete safeguarding record, as every mentor a child meets has, unless `checked` is
 * false (the tests of the gate itself).
 */
export async function verifiedUser(
  app: FastifyInstance,
  mail: MailCatcher,
  {
    checked = true,
    ...account
  }: Partial<SignUpBody> & {
    email: string;
    password: string;
    checked?: boolean;
  },
): Promise<string> {
  const signUpResponse = await signUp(app, { age: 15, ...account });
  if (signUpResponse.statusCode !== 201) throw new Error(signUpResponse.body);
  const token = await verificationToken(mail, account.email);
  await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const cookie = sessionCookieOf(await logIn(app, account.email, account.password));
  if (account.role === 'mentor' && checked) {
    await checkMentor(contextOf(app), (await sessionUserOf(app, cookie)).id);
  }
  return cookie;
}

/** The signed-in user behind a session cookie, as the session endpoint describes them. */
export async function sessionUserOf(app: FastifyInstance, cookie: string): Promise<SessionUser> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: { cookie },
  });
  const { user } = json<Session>(response);
  if (!user) throw new Error('the cookie has no session');
  return user;
}

/** Settings, Delete Account, as the person does it: their password and REMOVE. */
export function deleteOwnAccount(app: FastifyInstance, cookie: string, password = 'quiet-river-1') {
  return app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { cookie },
    payload: { password, confirmation: 'REMOVE' },
  });
}
