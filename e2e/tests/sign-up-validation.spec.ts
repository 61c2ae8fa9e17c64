import { expect, test } from '@playwright/test';
import { diceSum, fillSignUp, openSignUp, uniqueEmail } from '../support/sign-up.ts';

test.beforeEach(async ({ page }) => {
  await openSignUp(page);
});

const cases = [
  {
    name: 'age under 11',
    age: '10',
    password: 'secret-pass',
    message: 'Sorry, you must be at least 11 years old to sign up.',
  },
  {
    name: 'age 95',
    age: '95',
    password: 'secret-pass',
    message: 'Please provide a valid age between 11 and 90.',
  },
  {
    name: 'a short password',
    age: '15',
    password: '12345',
    message: 'Please enter a valid age, email, and a password of at least 6 characters.',
  },
  {
    name: 'a missing age',
    age: '',
    password: 'secret-pass',
    message: 'Please enter a valid age, email, and a password of at least 6 characters.',
  },
];

for (const { name, age, password, message } of cases) {
  test(`refuses ${name} with "${message}"`, async ({ page }) => {
    await fillSignUp(page, { email: uniqueEmail('invalid'), password, age });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page.getByRole('group', { name: 'Join as' })).toBeHidden();
  });
}

test('refuses a wrong captcha and rolls the dice again', async ({ page }) => {
  const sum = await diceSum(page);
  await fillSignUp(page, {
    email: uniqueEmail('captcha'),
    password: 'secret-pass',
    age: '15',
    captchaAnswer: sum === 12 ? 2 : sum + 1,
  });
  const newRoll = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/auth/captcha') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect captcha. Please try again.');
  expect((await newRoll).ok()).toBe(true);
  await expect(page.getByLabel('Sum of the dice')).toHaveValue('');
  await expect(page.getByRole('img', { name: /^Die showing \d$/ })).toHaveCount(2);
});

test('error banners stay about 5 seconds, then vanish', async ({ page }) => {
  await fillSignUp(page, { email: uniqueEmail('banner'), password: 'secret-pass', age: '10' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const banner = page
    .getByRole('alert')
    .getByText('Sorry, you must be at least 11 years old to sign up.');
  await expect(banner).toBeVisible();
  const shownAt = Date.now();
  await expect(banner).toBeHidden({ timeout: 7_000 });
  const shownForMs = Date.now() - shownAt;
  expect(shownForMs).toBeGreaterThan(4_000);
  expect(shownForMs).toBeLessThan(6_500);
});
