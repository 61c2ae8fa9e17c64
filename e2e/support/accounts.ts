import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Captcha, Session, SessionUser, SignUpBody } from '@mentorbridge/domain/api/auth';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import { waitForMail } from './mail.ts';
import { uniqueEmail } from './sign-up.ts';

/** An account a journey starts from: created and verified through the API, as fast as possible. */
export interface TestAccount {
  email: string;
  password: string;
}

/**
 * Signs up through the same endpoints the form uses, opens the mailed verification link's token
 * and returns the credentials; the journey then logs in however it wants to.
 */
export async function createVerifiedAccount(
  request: APIRequestContext,
  label: string,
  account: Partial<SignUpBody> = {},
): Promise<TestAccount> {
  const email = uniqueEmail(label);
  const password = 'journey-pass';
  const captcha = (await (await request.post('/api/auth/captcha')).json()) as Captcha;
  const signUp = await request.post('/api/auth/sign-up', {
    data: {
      email,
      password,
      age: 16,
      captchaId: captcha.id,
      captchaAnswer: captcha.dice[0] + captcha.dice[1],
      ...account,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const token = new URL(firstLink(await waitForMail(email))).searchParams.get('token');
  const verified = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verified.status()).toBe(200);
  return { email, password };
}

/**
 * A verified mentor with a skill, ready to log in; not checked yet (`createCheckedMentor` in
 * vetting.ts is one a child can find).
 */
export function createVerifiedMentor(request: APIRequestContext, label: string) {
  return createVerifiedAccount(request, label, {
    age: 45,
    role: 'mentor',
    skills: ['Illustration', 'Public Speaking'],
  });
}

/** Logs in through the form, as a person would, and waits for the landing redirect. */
export async function logInThroughForm(page: Page, { email, password }: TestAccount) {
  await page.goto('/join?mode=log-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/connections\//);
}

/** The signed-in user of a page's browser context. */
export async function currentUser(page: Page): Promise<SessionUser> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as Session;
  if (!session.user) throw new Error('nobody is signed in');
  return session.user;
}
