import { expect, test } from '@playwright/test';

test('the theme toggle is light by default and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

const noAccount = 'No account found. Please create an account to view items on this page.';

for (const path of [
  '/notes',
  '/profile',
  '/mentor',
  '/chat',
  '/mentors',
  '/settings/password',
  '/settings/delete',
  '/call',
]) {
  test(`signed out, ${path} shows the no-account message`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(noAccount)).toBeVisible();
  });
}

test('signed out, the mentee dashboard asks to log in to manage the profile', async ({ page }) => {
  await page.goto('/mentee');
  await expect(page.getByText('Please log in to manage your profile.')).toBeVisible();
});

test('the signed-out connection views show their own messages', async ({ page }) => {
  await page.goto('/connections/mentor');
  await expect(page.getByText('Please log in to view your mentee connections.')).toBeVisible();
  await page.goto('/connections/mentee');
  await expect(page.getByText('Please log in to see your connections.')).toBeVisible();
});

test('the top bar shows the signed-out items and the brand leads home', async ({ page }) => {
  await page.goto('/join');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Chat' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'All Mentors' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Join / Log in' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Your Account' })).toBeHidden();
  await expect(nav.getByRole('button', { name: 'Log Out' })).toBeHidden();
  await page.getByRole('link', { name: 'MentorBridge' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Who we are.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why Choose Our Mentoring?' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('©');
});

test('the landing page promises safety in short and links to the rules, written for a 12-year-old', async ({
  page,
}) => {
  await page.goto('/');
  const safety = page.getByRole('region', { name: 'Staying safe' });
  await expect(safety).toContainText('Students are never listed anywhere');
  await expect(safety).toContainText('held until our safeguarding team has checked them');
  await expect(safety).toContainText(
    'No adult can find, ask or chat with a student under 18 until our safeguarding team has seen their criminal-record check',
  );
  await safety.getByRole('link', { name: 'Read our safety rules' }).click();

  await expect(page).toHaveURL(/\/safety$/);
  await expect(page).toHaveTitle(/Staying safe on MentorBridge/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Staying safe on MentorBridge' }),
  ).toBeVisible();
  for (const heading of [
    'Every mentor you meet under 18 is checked',
    'What a mentor must never do',
    'Your contact details stay private',
    'If something feels wrong',
    'If you feel unsafe or very sad',
    'If you are 11 or 12',
    'What we keep, and for how long',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText('call 0800 1111')).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Safety rules' }),
  ).toHaveAttribute('href', '/safety');
});

test('a mentee on a mentor-only view sees the no-account message, and the account menu works by keyboard', async ({
  page,
}) => {
  await page.goto('/join?mode=log-in');
  await page.getByLabel('Email').fill('demo.mentee@example.com');
  await page.getByLabel('Password').fill('try-mentorbridge');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/connections\/mentee$/);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Notes' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Join / Log in' })).toBeVisible();
  await nav.getByRole('link', { name: 'Join / Log in' }).click();
  await expect(page.getByText('You are logged in as demo.mentee@example.com.')).toBeVisible();

  await page.goto('/mentor');
  await expect(page.getByText(noAccount)).toBeVisible();

  // The menu takes its place just after the view shows (decision 048); until then its button
  // is marked unavailable.
  const accountButton = page.getByRole('button', { name: 'Your Account' });
  await expect(accountButton).toBeEnabled();
  await accountButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Your Connections' })).toBeFocused();
  // One key at a time, each waited for: a key pressed while the menu still settles its focus
  // can be lost on a busy machine.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/password$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'Delete Account' }),
  ).toBeVisible();
});

test('the landing pictures offer AVIF and WebP with a 600px phone variant and fixed dimensions', async ({
  page,
}) => {
  await page.goto('/');
  const avif = page.locator('picture source[type="image/avif"]').first();
  await expect(avif).toHaveAttribute('srcset', /600w/);
  const image = page.locator('picture img').first();
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('height', '800');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.reload();
  const chosen = await page
    .locator('picture img')
    .first()
    .evaluate((element) => (element as HTMLImageElement).currentSrc);
  expect(chosen).toMatch(/who-we-are-600-.*\.avif$/);
});
