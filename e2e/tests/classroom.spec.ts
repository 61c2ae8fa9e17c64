import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { uiText } from '@mentorbridge/domain/i18n/english-text';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import { createVerifiedAccount, type TestAccount } from '../support/accounts.ts';
import { waitForMail } from '../support/mail.ts';
import { CLASSROOM_URL } from '../support/ports.ts';
import { fillSignUp, openSignUp, uniqueEmail } from '../support/sign-up.ts';

// A server with the limits the app ships with; every pupil reaches it from this one address.
test.use({ baseURL: CLASSROOM_URL });

const CLASS_SIZE = 30;
/**
 * Pupils followed through the pages in a browser each; their classmates use the same endpoints at
 * the same moment from the same address. Thirty browsers on two cores would time the machine, not
 * the app's limits, which is what this journey is about.
 */
const IN_BROWSERS = 5;

/** One pupil, in a browser of their own: the form, the mailed link, the log-in. */
async function pupilJoins(browser: Browser, seat: number): Promise<TestAccount> {
  const context = await browser.newContext({ baseURL: CLASSROOM_URL });
  const page = await context.newPage();
  const account = { email: uniqueEmail(`pupil-${seat}`), password: `my-own-pass-${seat}` };
  try {
    await openSignUp(page);
    await fillSignUp(page, { ...account, age: String(13 + (seat % 3)) });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('status')).toContainText('Signed up as a mentee.');

    await page.goto(firstLink(await waitForMail(account.email)));
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();

    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/connections\/mentee$/);
    await expect(page.getByRole('heading', { name: 'Connected Mentors' })).toBeVisible();
    return account;
  } finally {
    await context.close();
  }
}

/** A classmate who signs up, verifies and logs in through the API the pages call. */
async function classmateJoins(request: APIRequestContext, seat: number): Promise<TestAccount> {
  const account = await createVerifiedAccount(request, `pupil-${seat}`, { age: 13 + (seat % 3) });
  const loggedIn = await request.post('/api/auth/log-in', { data: account });
  expect(loggedIn.status(), await loggedIn.text()).toBe(200);
  return account;
}

test('a class of 30 behind one school address signs up, verifies and logs in; guessing a password is still held back', async ({
  browser,
  page,
  playwright,
}) => {
  test.slow();
  const seats = Array.from({ length: CLASS_SIZE }, (_, seat) => seat);
  const pupils = await Promise.all(
    seats.map(async (seat) => {
      if (seat < IN_BROWSERS) return pupilJoins(browser, seat);
      const request = await playwright.request.newContext({ baseURL: CLASSROOM_URL });
      try {
        return await classmateJoins(request, seat);
      } finally {
        await request.dispose();
      }
    }),
  );
  expect(pupils).toHaveLength(CLASS_SIZE);

  // Someone at the back of the room tries to guess a classmate's password.
  const [target] = pupils;
  if (!target) throw new Error('the class is empty');
  await page.goto('/join?mode=log-in');
  const alert = page.getByRole('alert');
  for (let guess = 1; guess <= 10; guess++) {
    await page.getByLabel('Email').fill(target.email);
    await page.getByLabel('Password').fill(`guess-${guess}`);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(alert).toContainText(uiText.wrongCredentials);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
  }
  await page.getByLabel('Password').fill('guess-11');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(alert).toContainText(uiText.tooManyRequests);

  // Only that account is held: a classmate on the same address still logs in.
  const classmate = pupils[1];
  if (!classmate) throw new Error('the class has one pupil');
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await page.getByLabel('Email').fill(classmate.email);
  await page.getByLabel('Password').fill(classmate.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/connections\/mentee$/);
});
