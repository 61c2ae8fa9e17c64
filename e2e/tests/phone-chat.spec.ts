import { expect, test, type Page } from '@playwright/test';
import { plainPng } from '@mentorbridge/testing/images';
import { axeViolations } from '../support/axe.ts';
import { connectedPair } from '../support/people.ts';
import { bottomOf, drawnBox, rightOf } from '../support/layout.ts';

const phone = { width: 390, height: 844 };
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const chatWindow = (page: Page) => page.locator('.chat-window');

/**
 * The reader scrolls up to the first message and stays there. The window follows the newest
 * row a moment after it lands, and keeps a reader at the bottom there as it shrinks (a picture's
 * preview, a resize): the reader has scrolled up once the top holds for longer than that moment.
 */
const scrollUpAndStay = (page: Page) =>
  expect
    .poll(() =>
      chatWindow(page).evaluate(async (element) => {
        element.scrollTo({ top: 0 });
        await new Promise((resolve) => setTimeout(resolve, 400));
        return element.scrollTop;
      }),
    )
    .toBe(0);
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('on a phone the chats are a list of their own, and an open chat is a messenger with its composer in view', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'phone-chat');
  const firstName = mentor.user.fullName.split(' ')[0];
  for (const [index, text] of ['Hello Theo!', 'Yes please, bring your questions.'].entries()) {
    const sent = await mentor.page.request.post(`/api/chats/${chatId}/messages`, {
      data: { clientId: `phone-chat-${index}-${Date.now()}`, text },
    });
    expect(sent.status()).toBe(201);
  }

  // The list: each chat with its newest message and what is unread. Nothing is chosen for them.
  await mentee.page.setViewportSize(phone);
  await mentee.page.goto('/chat');
  const chatLink = mentee.page
    .getByRole('navigation', { name: 'Your chats' })
    .getByRole('link', { name: new RegExp(`Mentor: ${mentor.user.fullName}`) });
  await expect(chatLink).toContainText(`${firstName}: Yes please, bring your questions.`);
  await expect(chatLink).toHaveAccessibleName(/2 unread$/);
  await expect(mentee.page).toHaveURL('/chat');

  // The chat: the list gives way to it, the composer is on screen without scrolling.
  await chatLink.click();
  await expect(mentee.page).toHaveURL(`/chat/${chatId}`);
  await expect(mentee.page.getByRole('navigation', { name: 'Your chats' })).toBeHidden();
  await expect(mentee.page.getByRole('heading', { name: mentor.user.fullName })).toBeVisible();
  expect(bottomOf(await drawnBox(messageBox(mentee.page)))).toBeLessThanOrEqual(phone.height);
  await expect(mentee.page.getByRole('button', { name: 'Send' })).toBeInViewport();
  await expect(chatWindow(mentee.page).locator('.day-separator')).toHaveText(['Today']);
  expect(await sidewaysScroll(mentee.page)).toBe(0);

  // Shift+Enter adds a line, Enter sends; the box grows with its lines up to five.
  const oneLine = (await drawnBox(messageBox(mentee.page))).height;
  await messageBox(mentee.page).click();
  await mentee.page.keyboard.type('Thank you!');
  await mentee.page.keyboard.press('Shift+Enter');
  await mentee.page.keyboard.type('See you on Friday.');
  const twoLines = (await drawnBox(messageBox(mentee.page))).height;
  expect(twoLines).toBeGreaterThan(oneLine);
  await mentee.page.keyboard.press('Enter');
  const mine = chatWindow(mentee.page).locator('.message.mine').last();
  await expect(mine.locator('.message-text')).toHaveText('Thank you!\nSee you on Friday.');
  await expect(messageBox(mentee.page)).toHaveValue('');
  await messageBox(mentee.page).fill(
    Array.from({ length: 9 }, (_, line) => `line ${line}`).join('\n'),
  );
  const tallest = (await drawnBox(messageBox(mentee.page))).height;
  expect(tallest).toBeLessThan(oneLine * 5);
  expect(tallest).toBeGreaterThan(twoLines * 2);
  await messageBox(mentee.page).fill('');

  // Their own bubble on the right, the mentor's on the left with the mentor's picture.
  const theirs = chatWindow(mentee.page).locator('.message.theirs').last();
  const frame = await drawnBox(chatWindow(mentee.page));
  const mineBubble = await drawnBox(mine.locator('.bubble'));
  const theirBubble = await drawnBox(theirs.locator('.bubble'));
  expect(rightOf(frame) - rightOf(mineBubble)).toBeLessThan(24);
  expect(theirBubble.x - frame.x).toBeLessThan(64);
  await expect(theirs.locator('.user-picture')).toBeVisible();
  await expect(mine.locator('.user-picture')).toHaveCount(0);

  // Back to the list, which now shows what they wrote last.
  await mentee.page.getByRole('link', { name: 'Back to your chats' }).click();
  await expect(mentee.page).toHaveURL('/chat');
  await expect(chatLink).toContainText('You: Thank you! See you on Friday.');

  // On a wide screen the list sits beside the open chat.
  await mentor.page.setViewportSize({ width: 1280, height: 800 });
  await mentor.page.goto('/chat');
  await expect(mentor.page).toHaveURL(`/chat/${chatId}`);
  const list = await drawnBox(mentor.page.getByRole('navigation', { name: 'Your chats' }));
  const panel = await drawnBox(mentor.page.locator('.chat-panel'));
  expect(rightOf(list)).toBeLessThanOrEqual(panel.x);
  await expect(mentor.page.getByRole('link', { name: 'Back to your chats' })).toHaveCount(0);
  await mentor.close();
  await mentee.close();
});

test('a reader who scrolled up is not pulled down by a new message: "Jump to latest" takes them there', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'jump-latest');
  const say = async (text: string, index: number) => {
    const sent = await mentor.page.request.post(`/api/chats/${chatId}/messages`, {
      data: { clientId: `jump-latest-${index}-${Date.now()}`, text },
    });
    expect(sent.status()).toBe(201);
  };
  for (let index = 0; index < 25; index += 1) await say(`Earlier message ${index}`, index);

  await mentee.page.setViewportSize(phone);
  await mentee.page.goto(`/chat/${chatId}`);
  const texts = chatWindow(mentee.page).locator('.message-text');
  await expect(texts.last()).toHaveText('Earlier message 24');
  await expect(texts.last()).toBeInViewport();
  // The keyboard opens (the page gets shorter, and the list with it): the list stays at its end.
  const belowEnd = () =>
    chatWindow(mentee.page).evaluate(
      (element) => element.scrollHeight - element.scrollTop - element.clientHeight,
    );
  const listHeight = () => chatWindow(mentee.page).evaluate((element) => element.clientHeight);
  const tall = await listHeight();
  await mentee.page.setViewportSize({ width: phone.width, height: phone.height - 100 });
  await expect.poll(listHeight).toBeLessThan(tall);
  await expect.poll(belowEnd).toBeLessThanOrEqual(1);
  await mentee.page.setViewportSize(phone);
  const jump = mentee.page.getByRole('button', { name: 'Jump to latest' });
  await expect(jump).toHaveCount(0);
  // What was there on opening is not read out to a screen reader; what arrives is.
  const readOut = mentee.page.locator('.chat-arrivals');
  await expect(readOut).toHaveText('');

  await scrollUpAndStay(mentee.page);
  await say('Something new', 99);
  await expect(texts.last()).toHaveText('Something new');
  await expect(jump).toBeVisible();
  await expect(texts.last()).not.toBeInViewport();
  await expect(readOut).toHaveText(`${mentor.user.fullName.split(' ')[0]}: Something new`);
  await expect(readOut).toHaveAttribute('aria-live', 'polite');

  await jump.click();
  await expect(texts.last()).toBeInViewport();
  await expect(jump).toHaveCount(0);
  await mentor.close();
  await mentee.close();
});

test('"Add a picture" shows the picture before it goes, and it can be taken back', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'add-picture');
  await mentor.page.goto(`/chat/${chatId}`);
  await mentee.page.setViewportSize(phone);
  await mentee.page.goto(`/chat/${chatId}`);
  const picture = mentee.page.getByLabel('Add a picture', { exact: true });
  const file = { name: 'drawing.png', mimeType: 'image/png', buffer: await plainPng(320, 240) };

  await picture.setInputFiles(file);
  const preview = mentee.page.getByRole('img', { name: 'Picture to send: drawing.png' });
  await expect(preview).toBeVisible();
  await expect(mentee.page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await mentee.page.getByRole('button', { name: 'Remove the picture' }).click();
  await expect(preview).toHaveCount(0);
  await expect(mentee.page.getByRole('button', { name: 'Send' })).toBeDisabled();

  await picture.setInputFiles(file);
  await mentee.page.getByRole('button', { name: 'Send' }).click();
  await expect(preview).toHaveCount(0);
  const arrived = chatWindow(mentor.page).getByRole('img', { name: /Image sent by/ });
  await expect
    .poll(() => arrived.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  await mentor.close();
  await mentee.close();
});

test('axe finds nothing on the phone chat, light and dark: the list, both sides, a chosen picture, Jump to latest', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'axe-phone-chat');
  const say = async (text: string) =>
    expect(
      (
        await mentor.page.request.post(`/api/chats/${chatId}/messages`, {
          data: { clientId: `axe-phone-${Math.random().toString(36).slice(2)}`, text },
        })
      ).status(),
    ).toBe(201);
  for (let index = 0; index < 20; index += 1) await say(`Message number ${index}`);
  const violations = async () =>
    (await axeViolations(mentee.page)).map((found) => `${mentee.page.url()}: ${found}`);

  await mentee.page.setViewportSize(phone);
  for (const theme of ['light', 'dark'] as const) {
    await mentee.page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
    await mentee.page.goto('/chat');
    await expect(mentee.page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(mentee.page.getByRole('navigation', { name: 'Your chats' })).toBeVisible();
    expect(await violations()).toEqual([]);

    await mentee.page.goto(`/chat/${chatId}`);
    await messageBox(mentee.page).fill('My answer');
    await mentee.page.getByRole('button', { name: 'Send' }).click();
    // Stored, not pending: a pending message of one's own would bring the reader down.
    await expect(chatWindow(mentee.page).locator('.message.pending')).toHaveCount(0);
    await expect(chatWindow(mentee.page).locator('.message.mine')).not.toHaveCount(0);
    await mentee.page.getByLabel('Add a picture', { exact: true }).setInputFiles({
      name: 'drawing.png',
      mimeType: 'image/png',
      buffer: await plainPng(64, 64),
    });
    await expect(mentee.page.getByRole('button', { name: 'Remove the picture' })).toBeVisible();
    await scrollUpAndStay(mentee.page);
    await say(`Something new in the ${theme} theme`);
    await expect(mentee.page.getByRole('button', { name: 'Jump to latest' })).toBeVisible();
    expect(await violations()).toEqual([]);
  }
  await mentor.close();
  await mentee.close();
});
