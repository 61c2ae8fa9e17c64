import { expect, test, type Page } from '@playwright/test';
import { plainPng } from '@mentorbridge/testing/images';
import { connectedPair, personIn } from '../support/people.ts';
import { drawnBox } from '../support/layout.ts';

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const chatWindow = (page: Page) => page.locator('.chat-window');

test('mentor and mentee exchange text and an image, see typing, seen marks and masking live', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'chat');

  // The mentee opens Chat: their one chat is chosen on arrival.
  await mentee.page.goto('/chat');
  await expect(mentee.page).toHaveURL(`/chat/${chatId}`);
  await expect(
    mentee.page.getByRole('link', {
      name: `Mentor: ${mentor.user.fullName} ↔ Mentee: ${mentee.user.fullName}`,
    }),
  ).toBeVisible();
  await expect(mentee.page.getByText('No messages yet.')).toBeVisible();

  // The mentor's card, named by the mentee's name as it shows it, opens the same chat.
  await mentor.page.goto('/connections/mentor');
  await mentor.page.getByRole('link', { name: `${mentee.user.fullName} Request` }).click();
  await expect(mentor.page).toHaveURL(`/chat/${chatId}`);

  // Typing shows on the other side and clears 3 s after the last change.
  await messageBox(mentee.page).fill('Hello! Is this working');
  await expect(mentor.page.getByText('User is typing...')).toBeVisible();
  await expect(mentor.page.getByText('User is typing...')).toBeHidden({ timeout: 6_000 });

  // A masked word is shown masked before sending, and arrives masked. With the socket open, the
  // message goes over it (decision 026), not over HTTP.
  const posted: string[] = [];
  mentee.page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/messages'))
      posted.push(request.url());
  });
  await messageBox(mentee.page).fill('My brother called me an idiot today');
  await expect(
    mentee.page.getByText('Will be sent as: My brother called me an ***** today'),
  ).toBeVisible();
  await mentee.page.getByRole('button', { name: 'Send' }).click();
  await expect(chatWindow(mentor.page)).toContainText('My brother called me an ***** today');
  await expect(chatWindow(mentor.page)).not.toContainText('idiot');

  // The mentor has the chat open, so the mentee's message is seen at once.
  const menteeMessage = chatWindow(mentee.page).locator('.message.mine').last();
  await expect(menteeMessage).toContainText('✓✓ Seen');
  expect(posted).toEqual([]);

  // The mentor answers with an image while the mentee is away from the chat.
  await mentee.page.goto('/notes');
  await mentor.page.getByLabel('Add a picture', { exact: true }).setInputFiles({
    name: 'drawing.png',
    mimeType: 'image/png',
    buffer: await plainPng(640, 480),
  });
  await messageBox(mentor.page).fill('Here is the drawing I promised');
  await mentor.page.getByRole('button', { name: 'Send' }).click();
  const mentorMessage = chatWindow(mentor.page).locator('.message.mine').last();
  await expect(mentorMessage).toContainText('Here is the drawing I promised');
  await expect(mentorMessage).toContainText('✓ Sent');
  const image = mentorMessage.getByRole('img', { name: /Image sent by/ });
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);

  // "✓ Sent" becomes "✓✓ Seen" when the mentee opens the chat.
  await mentee.page.goto(`/chat/${chatId}`);
  await expect(chatWindow(mentee.page)).toContainText('Here is the drawing I promised');
  const shown = chatWindow(mentee.page).getByRole('img', { name: /Image sent by/ });
  const box = await drawnBox(shown);
  expect(box.width).toBeLessThanOrEqual(200);
  expect(box.height).toBeLessThanOrEqual(200);
  await expect(mentorMessage).toContainText('✓✓ Seen');

  await mentor.close();
  await mentee.close();
});

test('a message written while the server is out of reach waits, then goes out in order', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'chat');
  await mentor.page.goto(`/chat/${chatId}`);
  await mentee.page.goto(`/chat/${chatId}`);
  await expect(mentee.page.getByText('No messages yet.')).toBeVisible();

  await mentee.page.context().setOffline(true);
  for (const text of ['first while offline', 'second while offline']) {
    await messageBox(mentee.page).fill(text);
    await mentee.page.getByRole('button', { name: 'Send' }).click();
  }
  const pending = chatWindow(mentee.page).locator('.message.pending');
  await expect(pending).toHaveCount(2);
  await expect(pending.first()).toContainText('Waiting for the connection…');

  await mentee.page.context().setOffline(false);
  await expect(pending).toHaveCount(0, { timeout: 30_000 });
  await expect(chatWindow(mentor.page).locator('.message-text')).toHaveText([
    'first while offline',
    'second while offline',
  ]);
  await mentor.close();
  await mentee.close();
});

test('a message sent while the chat is being read again stays when that older read lands', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'reread');
  // The tab's first socket reads the chat again (decision 024). That read is answered at once by
  // the server but handed to the page 3 s later: an older view of the chat, landing late.
  let reads = 0;
  let lateReadLanded!: () => void;
  const lateRead = new Promise<void>((resolve) => (lateReadLanded = resolve));
  await mentee.page.route(`**/api/chats/${chatId}/messages?after=0`, async (route) => {
    reads += 1;
    const response = await route.fetch();
    if (reads === 2) {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.fulfill({ response }).catch(() => {});
      lateReadLanded();
      return;
    }
    await route.fulfill({ response });
  });
  await mentee.page.goto(`/chat/${chatId}`);
  await expect(mentee.page.getByText('No messages yet.')).toBeVisible();
  await expect.poll(() => reads).toBe(2);

  await messageBox(mentee.page).fill('Sent while the chat was read again');
  await mentee.page.getByRole('button', { name: 'Send' }).click();
  const mine = chatWindow(mentee.page).locator('.message.mine .message-text');
  await expect(mine).toHaveText(['Sent while the chat was read again']);

  await lateRead;
  // Give the late answer time to reach the page's cache; it must not take the message away.
  await mentee.page.waitForTimeout(1_000);
  await expect(mine).toHaveText(['Sent while the chat was read again']);
  await mentor.close();
  await mentee.close();
});

test('where no WebSocket gets through (some school networks), messages still go, over HTTP', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'chat-http');
  // Every socket the mentee's tab opens is closed at once, as such a network's proxy would.
  await mentee.page.routeWebSocket('**/api/ws', (socket) => socket.close());
  const posted: string[] = [];
  mentee.page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/messages'))
      posted.push(request.url());
  });
  await mentor.page.goto(`/chat/${chatId}`);
  await mentee.page.goto(`/chat/${chatId}`);
  await expect(mentee.page.getByText('No messages yet.')).toBeVisible();

  await messageBox(mentee.page).fill('Sent without a socket');
  await mentee.page.getByRole('button', { name: 'Send' }).click();
  const mine = chatWindow(mentee.page).locator('.message.mine');
  await expect(mine.locator('.message-mark')).toHaveText(['✓ Sent']);
  await expect(chatWindow(mentee.page).locator('.message.pending')).toHaveCount(0);
  await expect(mine.locator('.message-text')).toHaveText(['Sent without a socket']);
  expect(posted).toHaveLength(1);
  await expect(chatWindow(mentor.page).locator('.message-text')).toHaveText([
    'Sent without a socket',
  ]);
  await mentor.close();
  await mentee.close();
});

test('a chat that is not accepted yet says so', async ({ browser }) => {
  const suffix = Date.now().toString(36);
  const mentor = await personIn(browser, 'pending-mentor', `Pat Pending ${suffix}`, {
    age: 60,
    role: 'mentor',
    skills: ['Leadership'],
  });
  const mentee = await personIn(browser, 'pending-mentee', `Penny Pending ${suffix}`);
  await mentee.page.request.post('/api/connections', { data: { mentorId: mentor.user.id } });
  await mentee.page.goto(`/chat/${mentor.user.id}__${mentee.user.id}`);
  await expect(mentee.page.getByText('No accepted chats yet.')).toBeVisible();
  await expect(mentee.page.getByText('Chat not accepted yet.')).toBeVisible();
  await mentor.close();
  await mentee.close();
});
