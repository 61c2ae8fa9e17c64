import { expect, test } from '@playwright/test';
import { connectedPair } from '../support/people.ts';

test('a picture the server refuses is announced even after its sender has left the chat', async ({
  browser,
}) => {
  const { mentee, chatId } = await connectedPair(browser, 'refused-picture');
  const { page } = mentee;
  await page.goto(`/chat/${chatId}`);

  // Named and typed as a PNG, so the browser lets it through; the server reads the bytes.
  const notAPicture = Buffer.alloc(150_000, 7);
  // A slow link, so the upload is still on its way when the mentee moves on.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const uploadThroughput = async (bytesPerSecond: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    });
  await uploadThroughput(30_000);
  await page
    .getByLabel('Add a picture', { exact: true })
    .setInputFiles({ name: 'drawing.png', mimeType: 'image/png', buffer: notAPicture });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('progressbar', { name: 'Picture upload' })).toBeVisible();

  await page.getByRole('link', { name: 'Notes', exact: true }).click();
  await expect(page).toHaveURL('/notes');
  await uploadThroughput(-1);

  await expect(page.getByRole('alert')).toContainText('Image upload failed. Please try again.');
});
