import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { connectedPair } from '../support/people.ts';

test('a pupil downloads a copy of their data from Settings, with their chat in it', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'your-data');
  const sent = await mentee.page.request.post(`/api/chats/${chatId}/messages`, {
    data: { clientId: 'your-data-1', text: 'Can we talk about my options evening?' },
  });
  expect(sent.status()).toBe(201);

  const { page } = mentee;
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Your data' }).click();
  await expect(page).toHaveURL('/settings/data');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mentorbridge-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    account: { email: string };
    chats: { with: string; messages: { from: string; text: string }[] }[];
  };
  expect(data.account.email).toBe(mentee.credentials.email);
  expect(data.chats).toEqual([
    expect.objectContaining({
      with: mentor.user.fullName,
      messages: [
        {
          from: 'you',
          text: 'Can we talk about my options evening?',
          picture: null,
          sentAt: expect.any(String),
        },
      ],
    }),
  ]);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your data is downloaded.' }),
  ).toBeVisible();
});
