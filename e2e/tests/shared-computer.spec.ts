import { expect, test, type Page } from '@playwright/test';
import { plainPng } from '@mentorbridge/testing/images';
import { connectedPair } from '../support/people.ts';

/**
 * Whether the browser still holds an answer for `url`: asked offline, from the cache only, so
 * the server cannot be what answers. Resolves to the status it kept, or null when it kept none.
 */
async function keptInCache(page: Page, url: string): Promise<number | null> {
  await page.context().setOffline(true);
  try {
    return await page.evaluate(async (address) => {
      try {
        return (await fetch(address, { cache: 'only-if-cached', mode: 'same-origin' })).status;
      } catch {
        return null;
      }
    }, url);
  } finally {
    await page.context().setOffline(false);
  }
}

test('a pupil logs out at a shared computer and the next person there reaches none of their pictures', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'shared-computer');
  const { page } = mentee;
  const portrait = await page.request.put('/api/profile/picture', {
    headers: { 'content-type': 'application/octet-stream' },
    data: await plainPng(300, 300),
  });
  expect(portrait.status()).toBe(200);

  // The mentor sends a drawing; the pupil sees it in their chat, and their own picture on top.
  await mentor.page.goto(`/chat/${chatId}`);
  await mentor.page.getByLabel('Add a picture', { exact: true }).setInputFiles({
    name: 'drawing.png',
    mimeType: 'image/png',
    buffer: await plainPng(640, 480),
  });
  await mentor.page.getByRole('textbox', { name: 'Message', exact: true }).fill('My drawing');
  await mentor.page.getByRole('button', { name: 'Send' }).click();
  await page.goto(`/chat/${chatId}`);
  const drawing = page.getByRole('img', { name: /Image sent by/ }).last();
  await expect
    .poll(() => drawing.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  const drawingUrl = await drawing.evaluate((element: HTMLImageElement) => element.src);
  const portraitUrl = new URL(
    ((await portrait.json()) as { picture: { large: string } }).picture.large,
    drawingUrl,
  ).href;
  const own = await page.evaluate(async (url) => (await fetch(url)).status, portraitUrl);
  expect(own).toBe(200);

  // The chat's picture was never kept; the pupil's own was, until they logged out.
  expect(await keptInCache(page, drawingUrl)).toBeNull();
  expect(await keptInCache(page, portraitUrl)).toBe(200);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/');
  expect(await keptInCache(page, portraitUrl)).toBeNull();

  // The next person, in the same browser, types the addresses in.
  for (const url of [drawingUrl, portraitUrl]) {
    const answer = await page.goto(url);
    expect(answer?.status()).toBe(401);
    expect(await page.locator('img').count()).toBe(0);
  }
});
