import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/mail.ts';
import { fillSignUp, openSignUp, uniqueEmail } from '../support/sign-up.ts';

test('a 40-year-old signs up as a mentor with 3 skills; the picker refuses a 6th; 0 skills is refused', async ({
  page,
}) => {
  const email = uniqueEmail('mentor');
  await openSignUp(page);
  await fillSignUp(page, { email, password: 'mentor-pass', age: '40' });
  await page.getByRole('button', { name: 'Sign Up' }).click();

  // Age 26-90 and a right captcha: the role choice appears.
  const roleChoice = page.getByRole('group', { name: 'Join as' });
  await expect(roleChoice).toBeVisible();
  await roleChoice.getByLabel('Mentor').check();
  await expect(page.getByText('Max 5. Min 1')).toBeVisible();

  // No skills: the product's error.
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'As a mentor, you need at least 1 area of expertise.',
  );

  // Five skills disable every other box.
  const five = ['Python', 'Public Speaking', 'Nursing', 'Carpentry', 'Leadership'];
  for (const skill of five) await page.getByRole('checkbox', { name: skill, exact: true }).check();
  await expect(page.getByRole('checkbox', { name: 'Welding', exact: true })).toBeDisabled();
  await expect(page.getByText('You can select a maximum of 5 skills.')).toBeVisible();
  await expect(page.getByText('5 of 5 selected')).toBeVisible();

  // Back to three and sign up.
  await page.getByRole('checkbox', { name: 'Carpentry', exact: true }).uncheck();
  await page.getByRole('checkbox', { name: 'Leadership', exact: true }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Welding', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed up' })).toContainText(
    `Signed up as a mentor. A verification email has been sent to ${email}. Please verify your email before logging in.`,
  );
  await waitForMail(email);
});

test('the picker collapses and opens from the keyboard', async ({ page }) => {
  await openSignUp(page);
  await fillSignUp(page, { email: uniqueEmail('keys'), password: 'mentor-pass', age: '30' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('group', { name: 'Join as' }).getByLabel('Mentor').check();
  const toggle = page.getByRole('button', { name: 'Hide areas of expertise' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('checkbox', { name: 'Python', exact: true })).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('checkbox', { name: 'Python', exact: true })).toBeVisible();
});

test('switching mode resets the age, the role step and the skills, and rolls new dice', async ({
  page,
}) => {
  await openSignUp(page);
  await fillSignUp(page, { email: uniqueEmail('reset'), password: 'mentor-pass', age: '50' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('group', { name: 'Join as' }).getByLabel('Mentor').check();
  await page.getByRole('checkbox', { name: 'Python', exact: true }).check();

  await page.getByRole('button', { name: 'Log back into an account' }).click();
  const newRoll = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/auth/captcha') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create an account' }).click();
  expect((await newRoll).ok()).toBe(true);
  await expect(page.getByLabel('Age', { exact: true })).toHaveValue('');
  await expect(page.getByRole('group', { name: 'Join as' })).toBeHidden();

  // Reaching the role step again shows no skill still chosen.
  await fillSignUp(page, { email: uniqueEmail('reset'), password: 'mentor-pass', age: '50' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('group', { name: 'Join as' }).getByLabel('Mentor').check();
  await expect(page.getByRole('checkbox', { name: 'Python', exact: true })).not.toBeChecked();
  await expect(page.getByText('0 of 5 selected')).toBeVisible();
});
