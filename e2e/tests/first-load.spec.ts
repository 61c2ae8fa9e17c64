import { expect, test } from '@playwright/test';
import { connectedPair } from '../support/people.ts';

test('a message sent while the chat was loading, before its socket listened, still shows', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'first-load');

  // The mentee's socket is held back until the mentor has sent: the view has read the chat,
  // and the socket that would have carried the message is not yet there.
  let releaseSocket = () => {};
  const socketReleased = new Promise<void>((resolve) => (releaseSocket = resolve));
  await mentee.page.routeWebSocket('**/api/ws', async (socket) => {
    await socketReleased;
    socket.connectToServer();
  });
  await mentee.page.goto(`/chat/${chatId}`);
  await expect(mentee.page.getByText('No messages yet.')).toBeVisible();

  const sent = await mentor.page.request.post(`/api/chats/${chatId}/messages`, {
    data: { clientId: 'sent-before-the-socket', text: 'Sent before your socket listened' },
  });
  expect(sent.status()).toBe(201);
  releaseSocket();

  await expect(mentee.page.locator('.chat-window')).toContainText(
    'Sent before your socket listened',
  );
  await mentor.close();
  await mentee.close();
});

test('the page shows the loading screen before any script has run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('status')).toHaveText('Loading your dashboard...');
  await context.close();
});
