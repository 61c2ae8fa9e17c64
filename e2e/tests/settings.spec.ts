import { expect, test } from '@playwright/test';
import { createVerifiedAccount, logInThroughForm } from '../support/accounts.ts';
import { fillSignUp, openSignUp } from '../support/sign-up.ts';

test('a user changes their password, with the product’s messages on the way, and logs in with the new one', async ({
  page,
}) => {
  const account = await createVerifiedAccount(page.request, 'new-password');
  await logInThroughForm(page, account);
  await page.getByRole('button', { name: 'Your Account' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings/password');

  const current = page.getByLabel('Current Password');
  const next = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm New Password');
  const submit = page.getByRole('button', { name: 'Change Password' });
  const alert = page.getByRole('alert');

  await submit.click();
  await expect(alert).toHaveText(/All fields are required\./);

  await current.fill(account.password);
  await next.fill('brand-new-pass');
  await confirm.fill('brand-new-typo');
  await submit.click();
  await expect(alert).toHaveText(/New passwords don't match\./);

  await current.fill('not-my-password');
  await confirm.fill('brand-new-pass');
  await submit.click();
  await expect(alert).toHaveText(/^Error: The password is incorrect\./);
  // Settings notices vanish after 4 s.
  await expect(alert).toHaveText('', { timeout: 6_000 });

  await current.fill(account.password);
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Password' })).toHaveText(
    /Password changed successfully\./,
  );
  await expect(current).toHaveValue('');

  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.goto('/join?mode=log-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
  await logInThroughForm(page, { ...account, password: 'brand-new-pass' });
});

test('a user deletes their account: "remove" is refused, "REMOVE" deletes it, and the address is free again', async ({
  page,
}) => {
  const account = await createVerifiedAccount(page.request, 'leaving');
  await logInThroughForm(page, account);
  await page.goto('/settings/delete');

  const password = page.getByLabel('Password');
  const word = page.getByLabel('Type REMOVE to confirm');
  const submit = page.getByRole('button', { name: 'Delete Account' });

  await word.fill('REMOVE');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(/Please log in and enter password\./);

  await password.fill(account.password);
  await word.fill('remove');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(/You must type 'REMOVE' to confirm\./);

  await word.fill('REMOVE');
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Account' })).toHaveText(
    /Account deleted\./,
  );
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeHidden();

  // The account is gone: it cannot log in, and its address can sign up again.
  await page.goto('/join?mode=log-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');

  await openSignUp(page);
  await fillSignUp(page, { email: account.email, password: 'second-life', age: '17' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed up' })).toContainText(
    `Signed up as a mentee. A verification email has been sent to ${account.email}.`,
  );
});
