import { expect, test, type Page } from '@playwright/test';
import { logInThroughForm } from '../support/accounts.ts';
import { demoMentee, menteePhoneViews, visitorPhoneViews } from '../support/phone-views.ts';
import { drawnBox, rightOf } from '../support/layout.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('on a phone the top bar is one row, its items behind a Menu button that Escape closes', async ({
  page,
}) => {
  await logInThroughForm(page, demoMentee);
  const bar = page.locator('header.top-bar');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'All Mentors' })).toBeHidden();
  expect((await drawnBox(bar)).height).toBeLessThan(80);
  const target = await drawnBox(menu);
  expect(target.height).toBeGreaterThanOrEqual(44);
  expect(target.width).toBeGreaterThanOrEqual(44);

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'All Mentors' }).click();
  await expect(page).toHaveURL(/\/mentors$/);
  // The view itself, not only its address: the route changes in a transition, which folds the
  // menu again when it lands.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Mentors');
  // Following a link folds the menu again; the current view is marked when it opens.
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(nav.getByRole('link', { name: 'All Mentors' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
});

test('no view scrolls sideways at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of visitorPhoneViews) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sidewaysScroll(page), path).toBe(0);
  }
  await logInThroughForm(page, demoMentee);
  for (const path of menteePhoneViews) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    expect(await sidewaysScroll(page), path).toBe(0);
  }
  // An open chat, with its pictures loaded, and a mentor's page.
  await page.goto('/chat');
  await page.getByRole('navigation', { name: 'Your chats' }).getByRole('link').first().click();
  await expect(page.getByRole('img', { name: /^Image sent by/ }).first()).toBeVisible();
  expect(await sidewaysScroll(page), page.url()).toBe(0);
  await page.goto('/mentors');
  await page
    .getByRole('link', { name: /^View profile/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sidewaysScroll(page), page.url()).toBe(0);
});

test('All Mentors on a phone: compact cards, the picture beside the name, no 450 px floor', async ({
  page,
}) => {
  await logInThroughForm(page, demoMentee);
  await page.goto('/mentors');
  // The directory's own grid, not the suggestions' above it (which may draw first).
  const card = page
    .locator('.mentor-grid:not(.suggestions .mentor-grid)')
    .locator('.mentor-card')
    .first();
  await expect(card).toBeVisible();
  const picture = await drawnBox(card.locator('.user-picture'));
  const name = await drawnBox(card.locator('.mentor-name'));
  expect(rightOf(picture)).toBeLessThanOrEqual(name.x);
  expect((await drawnBox(card)).height).toBeLessThan(450);
});
