import { expect, request } from '@playwright/test';
import type { Session, SignUpBody } from '@mentorbridge/domain/api/auth';
import { createVerifiedAccount, type TestAccount } from '../support/accounts.ts';
import { APP_URL } from '../support/ports.ts';
import { vetMentor } from '../support/vetting.ts';
import type { EnginePage } from './engine-page.ts';

/**
 * Someone with an account, made and named over HTTP (their own cookie jar); the journey logs
 * them in to an engine's page through the form.
 */
export async function personOverHttp(
  label: string,
  fullName: string,
  account: Partial<SignUpBody> = {},
) {
  const api = await request.newContext({ baseURL: APP_URL });
  const credentials = await createVerifiedAccount(api, label, account);
  if (account.role === 'mentor') await vetMentor(credentials.email);
  expect((await api.post('/api/auth/log-in', { data: credentials })).status()).toBe(200);
  expect((await api.put('/api/profile/full-name', { data: { fullName } })).status()).toBe(200);
  const { user } = (await (await api.get('/api/auth/session')).json()) as Session;
  if (!user) throw new Error(`${credentials.email} is not signed in`);
  return { api, credentials, id: user.id, fullName };
}

/** A checked mentor and a 16-year-old mentee with an accepted request between them. */
export async function connectedPairOverHttp(label: string) {
  const suffix = Date.now().toString(36);
  const mentor = await personOverHttp(`${label}-mentor`, `Cara Mentor ${suffix}`, {
    age: 38,
    role: 'mentor',
    skills: ['Public Speaking'],
  });
  const mentee = await personOverHttp(`${label}-mentee`, `Theo Mentee ${suffix}`, { age: 16 });
  const created = await mentee.api.post('/api/connections', { data: { mentorId: mentor.id } });
  expect(created.status()).toBe(201);
  const chatId = `${mentor.id}__${mentee.id}`;
  expect((await mentor.api.post(`/api/connections/${chatId}/accept`)).status()).toBe(204);
  return { mentor, mentee, chatId };
}

/** Logs in through the form, as a person would, and waits for the landing redirect. */
export async function logIn(page: EnginePage, { email, password }: TestAccount) {
  await page.goto('/join?mode=log-in');
  await page.type({ label: 'Email' }, email);
  await page.type({ label: 'Password' }, password);
  await page.click({ role: 'button', name: 'Log In' });
  await expect.poll(() => page.path()).toMatch(/^\/connections\//);
  // The view it lands on, drawn: the address changes first, and a click while the form is still
  // there lands in the route's transition, which folds an opened menu again.
  await expect.poll(() => page.isVisible({ role: 'button', name: 'Log In' })).toBe(false);
  await expect.poll(() => page.texts('main h1')).toHaveLength(1);
}
