import { expect, type Browser } from '@playwright/test';
import type { SignUpBody } from '@mentorbridge/domain/api/auth';
import {
  createVerifiedAccount,
  currentUser,
  logInThroughForm,
  type TestAccount,
} from './accounts.ts';

/** A person in their own browser, logged in, with a name others will see. */
export async function personIn(
  browser: Browser,
  label: string,
  fullName: string,
  account: Partial<SignUpBody> = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const credentials: TestAccount = await createVerifiedAccount(page.request, label, account);
  await logInThroughForm(page, credentials);
  await page.request.put('/api/profile/full-name', { data: { fullName } });
  const user = await currentUser(page);
  return { page, credentials, user, close: () => context.close() };
}

/** A mentor and a mentee (16 unless told) with an accepted request, each in their own browser. */
export async function connectedPair(
  browser: Browser,
  label: string,
  { menteeAge = 16 }: { menteeAge?: number } = {},
) {
  const suffix = Date.now().toString(36);
  const mentor = await personIn(browser, `${label}-mentor`, `Cara Mentor ${suffix}`, {
    age: 38,
    role: 'mentor',
    skills: ['Public Speaking'],
  });
  const mentee = await personIn(browser, `${label}-mentee`, `Theo Mentee ${suffix}`, {
    age: menteeAge,
  });
  const created = await mentee.page.request.post('/api/connections', {
    data: { mentorId: mentor.user.id },
  });
  expect(created.status()).toBe(201);
  const chatId = `${mentor.user.id}__${mentee.user.id}`;
  const accepted = await mentor.page.request.post(`/api/connections/${chatId}/accept`);
  expect(accepted.status()).toBe(204);
  return { mentor, mentee, chatId };
}
