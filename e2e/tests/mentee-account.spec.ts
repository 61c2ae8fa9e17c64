import { expect, test } from '@playwright/test';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import { waitForMail } from '../support/mail.ts';
import { fillSignUp, openSignUp, uniqueEmail } from '../support/sign-up.ts';

test('a 15-year-old signs up, verifies by mail, logs in, stays signed in across a reload, logs out', async ({
  page,
}) => {
  const email = uniqueEmail('teen');
  const password = 'a-good-password';

  await openSignUp(page);
  await fillSignUp(page, { email, password, age: '15' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed up' })).toHaveText(
    `Signed up as a mentee. A verification email has been sent to ${email}. Please verify your email before logging in.×`,
  );

  // The form has moved on to log-in, with the email filled in; logging in before verifying fails.
  await expect(page.getByRole('button', { name: 'Log back into an account' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const error = page.getByRole('alert');
  await expect(error).toContainText(
    'Your email address is not verified. Please check your inbox for a verification email.',
  );
  await expect(error.getByRole('img', { name: 'Authentication error' })).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Verify your email for MentorBridge');
  await page.goto(firstLink(mail));
  await expect(page.getByText('Your email address is verified. You can log in now.')).toBeVisible();

  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();

  await expect(page).toHaveURL(/\/connections\/mentee$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'You have been logged in.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Connected Mentors' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connected Mentors' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Join / Log in' }).first()).toBeVisible();
  await page.goto('/connections/mentee');
  await expect(page.getByText('Please log in to see your connections.')).toBeVisible();
});

test('a verification link works once', async ({ page }) => {
  const email = uniqueEmail('once');
  await openSignUp(page);
  await fillSignUp(page, { email, password: 'secret-pass', age: '17' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const link = firstLink(await waitForMail(email));

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.goto(link);
  await expect(
    page.getByText('This verification link has expired or was already used.', { exact: false }),
  ).toBeVisible();
});

test('the demo mentor from the README logs in and lands on mentorconnections', async ({ page }) => {
  await page.goto('/join?mode=log-in');
  await page.getByLabel('Email').fill('demo.mentor@example.com');
  await page.getByLabel('Password').fill('try-mentorbridge');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/connections\/mentor$/);
  await expect(page.getByRole('heading', { name: 'Connected Mentees' })).toBeVisible();
});

test('a wrong password shows the same error with a lock as an unknown email', async ({ page }) => {
  await page.goto('/join?mode=log-in');
  await page.getByLabel('Email').fill('demo.mentee@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
  await expect(
    page.getByRole('alert').getByRole('img', { name: 'Authentication error' }),
  ).toBeVisible();
});
