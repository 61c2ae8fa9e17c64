import { expect, test } from '@playwright/test';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import { createVerifiedAccount, logInThroughForm } from '../support/accounts.ts';
import { waitForMail } from '../support/mail.ts';
import { uniqueEmail } from '../support/sign-up.ts';

const sentMessage =
  'If an account exists for that email, a link to reset its password is on its way. Please check your inbox and spam folder.';

test('"Forgot password?" mails a one-time link that sets a new password', async ({ page }) => {
  const account = await createVerifiedAccount(page.request, 'forgot');
  await page.goto('/join?mode=log-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The log-in form has an Email field too: wait until the reset page has replaced it.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account' })).toHaveText(
    sentMessage,
  );

  const link = firstLink(await waitForMail(account.email));
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('reset-pass');
  await page.getByLabel('Confirm New Password').fill('reset-pass');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(
    page.getByText('Your password has been reset. You can log in with it now.'),
  ).toBeVisible();

  await logInThroughForm(page, { ...account, password: 'reset-pass' });

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('again-pass');
  await page.getByLabel('Confirm New Password').fill('again-pass');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'reset link' })).toHaveText(
    'This password reset link has expired or was already used. Please ask for a new one.',
  );
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});

test('an unknown address gets the very same answer', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account' })).toHaveText(
    sentMessage,
  );
});
