import type { Browser } from '@playwright/test';
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
