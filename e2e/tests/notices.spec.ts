import { expect, test } from '@playwright/test';
import { AUTH_BANNER_TIMEOUT_MS } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/i18n/english-text';

// Long enough that the notice would have gone by itself.
const PAST_ITS_TIME = AUTH_BANNER_TIMEOUT_MS + 1_500;

test('a notice waits while the pointer is over it or it has focus, and closes from the keyboard', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/join?mode=log-in');
  await page.getByLabel('Email').fill('nobody-at-all@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  const logIn = page.getByRole('button', { name: 'Log In' });
  const notice = page.getByRole('alert').getByText(uiText.wrongCredentials);

  await logIn.click();
  await notice.hover();
  await page.waitForTimeout(PAST_ITS_TIME);
  await expect(notice).toBeVisible();
  // Once the pointer moves on, it goes after its own time.
  await page.mouse.move(5, 600);
  await expect(notice).toBeHidden({ timeout: PAST_ITS_TIME });

  // From the keyboard: F8 reaches the notice, it waits, Escape closes it and focus comes back.
  await logIn.press('Enter');
  await expect(notice).toBeVisible();
  const password = page.getByLabel('Password');
  await password.focus();
  await page.keyboard.press('F8');
  await expect(page.getByRole('button', { name: 'Dismiss' })).toBeFocused();
  await page.waitForTimeout(PAST_ITS_TIME);
  await expect(notice).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await expect(password).toBeFocused();
});
