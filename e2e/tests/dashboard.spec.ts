import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { MentorPage } from '@mentorbridge/domain/api/mentors';
import { describeImage, jpegWithGpsExif } from '@mentorbridge/testing/images';
import {
  createVerifiedAccount,
  createVerifiedMentor,
  currentUser,
  logInThroughForm,
} from '../support/accounts.ts';
import { APP_DATA_DIR } from '../support/ports.ts';

test('a mentor names themself and uploads a GPS-tagged photo that is stored without EXIF', async ({
  page,
}) => {
  const mentor = await createVerifiedMentor(page.request, 'photo-mentor');
  await logInThroughForm(page, mentor);
  await page.goto('/mentor');
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();

  // The name: blank is refused with the product's notice, then saved trimmed.
  const nameField = page.getByLabel('Full Name');
  await nameField.fill('   ');
  await page.getByRole('button', { name: 'Save Name' }).click();
  await expect(page.getByRole('alert')).toContainText('Full name cannot be empty');
  await nameField.fill('  Grace Hopper  ');
  await page.getByRole('button', { name: 'Save Name' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Full name saved!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Grace Hopper!' })).toBeVisible();
  await expect(nameField).toHaveValue('Grace Hopper');

  // A photo with GPS in its EXIF, sent over a slow link so the progress shows.
  const photo = await jpegWithGpsExif(1600, 1200);
  expect((await describeImage(photo)).gps).toBeDefined();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: Math.max(20_000, Math.round(photo.length / 3)),
  });
  await page
    .getByLabel('New profile picture')
    .setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Upload Picture' }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Profile picture uploaded!' }),
  ).toHaveText(
    /Profile picture uploaded! Please note that this might take a while to update across all pages\./,
  );
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // The new picture shows at once on the dashboard, loaded from its new URL.
  const user = await currentUser(page);
  const dashboardPicture = page.getByRole('img', { name: 'Profile picture of Grace Hopper' });
  await expect(dashboardPicture).toHaveAttribute('src', `/api/users/${user.id}/picture/large?v=1`);
  await expect
    .poll(() => dashboardPicture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(480);

  // The top bar's account menu shows it too.
  await expect(page.getByRole('banner').locator('img.user-picture')).toHaveAttribute(
    'src',
    `/api/users/${user.id}/picture/small?v=1`,
  );

  // The directory's card data carries the same picture.
  const directory = await page.request.get('/api/mentors?skill=illustr');
  const card = ((await directory.json()) as MentorPage).mentors.find((m) => m.id === user.id);
  expect(card).toMatchObject({ name: 'Grace Hopper', picture: user.picture });

  // What the server stored is a re-encoded WebP with no EXIF and no GPS.
  for (const size of ['small', 'large']) {
    const stored = await fs.readFile(
      path.join(APP_DATA_DIR, 'files', 'profile-pictures', user.id, `${size}.webp`),
    );
    expect(await describeImage(stored)).toMatchObject({
      format: 'webp',
      hasExif: false,
      gps: undefined,
    });
  }
});

test('a file that only pretends to be a picture is refused with a clear alert', async ({
  page,
}) => {
  await logInThroughForm(page, await createVerifiedAccount(page.request, 'fake-png'));
  await page.goto('/mentee');
  await page.getByLabel('New profile picture').setInputFiles({
    name: 'cat.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><body>not a cat</body></html>'),
  });
  await page.getByRole('button', { name: 'Upload Picture' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /Failed to upload profile picture\. This file is not a picture\./,
  );
  await expect(page.getByRole('img', { name: /none uploaded yet/ })).toBeVisible();
});

test('each dashboard is for its own role, and a signed-out visitor reads the product’s messages', async ({
  page,
}) => {
  await page.goto('/mentor');
  await expect(
    page.getByText('No account found. Please create an account to view items on this page.'),
  ).toBeVisible();
  await page.goto('/profile');
  await expect(
    page.getByText('No account found. Please create an account to view items on this page.'),
  ).toBeVisible();

  await logInThroughForm(page, await createVerifiedAccount(page.request, 'role-check'));
  await page.goto('/mentor');
  await expect(
    page.getByText('No account found. Please create an account to view items on this page.'),
  ).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('Mentee dashboard')).toBeVisible();
});

test('the status is Unknown until the server answers, Offline after 10 s of silence, Online again when it answers', async ({
  page,
}) => {
  let answering = false;
  // Stands in for the server's socket, so the test decides when it answers.
  await page.routeWebSocket('**/api/ws', (socket) => {
    socket.onMessage(() => {
      if (answering) socket.send(JSON.stringify({ type: 'pong' }));
    });
  });
  await logInThroughForm(page, await createVerifiedAccount(page.request, 'status'));
  await page.goto('/profile');
  const status = page.locator('.status-badge');
  await expect(status).toHaveText('Unknown');
  await expect(status).toHaveText('Offline', { timeout: 15_000 });
  answering = true;
  await expect(status).toHaveText('Online', { timeout: 15_000 });
});

test('the status is Online against the real server', async ({ page }) => {
  await logInThroughForm(page, await createVerifiedAccount(page.request, 'online'));
  await page.goto('/profile');
  await expect(page.locator('.status-badge')).toHaveText('Online');
});
