import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { logInThroughForm } from '../support/accounts.ts';

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/** The built web app the journeys' server serves. */
const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist');
const demoMentee = { email: 'demo.mentee@example.com', password: 'try-mentorbridge' };
const offlineNotice = "You're offline. Messages you send will go when you're back.";

/** Every address the page's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });

/** A PNG's width and height, from its header. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

test('the app can be installed: its manifest names it, with icons at 192 and 512 px and a maskable one', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'MentorBridge',
    short_name: 'MentorBridge',
    display: 'standalone',
    start_url: '/',
  });
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.background_color).toMatch(/^#/);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect(pngSize(await answer.body()).join('x')).toBe(icon.sizes);
  }
  // The window's colour follows the theme.
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
});

test('the installed shell opens without a network, says so, stores no API answer, and loads by itself when the network is back', async ({
  page,
  context,
}) => {
  await logInThroughForm(page, demoMentee);
  await page.goto('/chat');
  await expect(page.getByRole('navigation', { name: 'Your chats' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(async () => (await cachedUrls(page)).length).toBeGreaterThan(20);

  const cached = (await cachedUrls(page)).map((url) => new URL(url).pathname);
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
  expect(cached).toContain('/index.html');
  // The landing page's pictures are there for an offline visit too.
  expect(cached.filter((path) => /\.(avif|webp)$/.test(path)).length).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveText(
    offlineNotice,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Waiting for the network' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('navigation', { name: 'Your chats' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveCount(0);
});

test('a new version waits for the user: "A new version is ready" with Reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The first visit installs the worker; from the next page on it serves the app.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  // The next deploy: the server's worker changes by a byte, as a new build's would. It stays
  // so until the journey ends, or the reload would find yet another version.
  const worker = path.join(webDist, 'sw.js');
  const deployed = fs.readFileSync(worker, 'utf8');
  fs.writeFileSync(worker, `${deployed}\n// the next version\n`);
  const openedAt = await page.evaluate(() => performance.timeOrigin);
  try {
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    );
    const notice = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await expect(notice).toBeVisible();
    // Nothing changed under the user meanwhile: the page is the one they opened.
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(openedAt);

    // Reload hands over to the new version, and the page loads again in it.
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(notice).toHaveCount(0);
  } finally {
    fs.writeFileSync(worker, deployed);
  }
});
