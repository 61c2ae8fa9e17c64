import { writeFile } from 'node:fs/promises';
import { plainPng } from '@mentorbridge/testing/images';
import { expect, phone, test } from '../fixtures.ts';
import type { EnginePage } from '../engine-page.ts';
import { connectedPairOverHttp, logIn } from '../people.ts';

const messageBox = { label: 'Message' } as const;
const send = { role: 'button', name: 'Send' } as const;
const messageTexts = (page: EnginePage) => page.texts('.chat-window .message-text');

test('two people chat live on their phones: the list, bubbles, the composer in view, Enter and Shift+Enter, a picture', async ({
  openPage,
}, testInfo) => {
  const { mentor, mentee, chatId } = await connectedPairOverHttp('engine-chat');
  const menteePage = await openPage();
  const mentorPage = await openPage();
  await logIn(menteePage, mentee.credentials);
  await logIn(mentorPage, mentor.credentials);
  await mentorPage.goto(`/chat/${chatId}`);
  await expect.poll(() => mentorPage.isVisible(messageBox)).toBe(true);

  // On a phone the chats are a screen of their own; an open chat has its composer in view.
  await menteePage.goto('/chat');
  await menteePage.click({ role: 'link', name: `Mentor: ${mentor.fullName}`, exact: false });
  await expect.poll(() => menteePage.path()).toBe(`/chat/${chatId}`);
  await expect
    .poll(() => menteePage.isVisible({ css: 'nav[aria-label="Your chats"]' }))
    .toBe(false);
  await expect.poll(() => menteePage.isVisible(messageBox)).toBe(true);
  const box = await menteePage.box(messageBox);
  expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
  const button = await menteePage.box(send);
  expect(button.y + button.height).toBeLessThanOrEqual(phone.height);
  expect(await menteePage.sidewaysScroll()).toBe(0);

  // Shift+Enter adds a line and Enter sends; the mentor reads it live, without a reload.
  await menteePage.type(messageBox, 'Thank you!');
  await menteePage.press('Shift+Enter');
  await menteePage.type(messageBox, 'See you on Friday.');
  await menteePage.press('Enter');
  await expect.poll(() => messageTexts(mentorPage)).toEqual(['Thank you!\nSee you on Friday.']);
  expect(await menteePage.evaluate(() => document.querySelector('textarea')?.value)).toBe('');

  await mentorPage.type(messageBox, 'Yes please, bring your questions.');
  await mentorPage.click(send);
  await expect
    .poll(() => messageTexts(menteePage))
    .toEqual(['Thank you!\nSee you on Friday.', 'Yes please, bring your questions.']);

  // Their own bubble on the right; the mentor's on the left, with the mentor's picture.
  const frame = await menteePage.box({ css: '.chat-window' });
  const mine = await menteePage.box({ css: '.message.mine .bubble' });
  const theirs = await menteePage.box({ css: '.message.theirs .bubble' });
  expect(frame.x + frame.width - (mine.x + mine.width)).toBeLessThan(24);
  expect(theirs.x - frame.x).toBeLessThan(64);
  expect(await menteePage.isVisible({ css: '.message.theirs .user-picture' })).toBe(true);
  expect(await menteePage.texts('.message.mine .message-meta')).toEqual([
    expect.stringMatching(/✓/),
  ]);

  // A picture: shown before it goes, then drawn on the other phone.
  const drawing = testInfo.outputPath('drawing.png');
  await writeFile(drawing, await plainPng(320, 240));
  await menteePage.setFile({ label: 'Add a picture' }, drawing);
  await expect
    .poll(() => menteePage.isVisible({ role: 'img', name: 'Picture to send: drawing.png' }))
    .toBe(true);
  await menteePage.click(send);
  await expect
    .poll(() =>
      mentorPage.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLImageElement>('.chat-window img[alt^="Image sent by"]'),
        ].map((image) => image.naturalWidth),
      ),
    )
    .toEqual([320]);

  // Back to the list, which shows the newest message.
  await menteePage.click({ role: 'link', name: 'Back to your chats' });
  await expect.poll(() => menteePage.path()).toBe('/chat');
  await expect.poll(() => menteePage.texts('.chat-list-preview')).toEqual(['You sent a picture']);
});
