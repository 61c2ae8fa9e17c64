import { textIn } from '@mentorbridge/domain/i18n/text-in';
import { axeViolations } from '../axe-in-page.ts';
import { expect, test } from '../fixtures.ts';
import { connectedPairOverHttp, logIn } from '../people.ts';

const spanish = textIn('es');
const arabic = textIn('ar');

/** The reader's choice of language on this device, as the language menu keeps it. */
const chooseLanguage = (language: string) => (document.cookie = `lang=${language}; path=/`);

test('the landing page in Spanish, and an Arabic chat mirrored on a phone with its address left to right', async ({
  openPage,
}) => {
  const { mentor, mentee, chatId } = await connectedPairOverHttp('engine-languages');
  const sent = await mentor.api.post(`/api/chats/${chatId}/messages`, {
    data: { clientId: `engine-languages-${Date.now()}`, text: 'Hello, welcome!' },
  });
  expect(sent.status()).toBe(201);

  // The server sends the Spanish page, whose first line is already Spanish.
  const visitor = await openPage();
  await visitor.goto('/');
  await visitor.evaluate(chooseLanguage, 'es');
  await visitor.goto('/');
  await expect.poll(() => visitor.attribute({ css: 'html' }, 'lang')).toBe('es');
  await expect.poll(() => visitor.texts('main h1')).toEqual([spanish.landingTitle]);
  expect(await axeViolations(visitor)).toEqual([]);

  // An Arabic reader's chat: right to left, their own bubbles on the left.
  const page = await openPage();
  await logIn(page, mentee.credentials);
  await page.evaluate(chooseLanguage, 'ar');
  await page.goto(`/chat/${chatId}`);
  await expect.poll(() => page.attribute({ css: 'html' }, 'dir')).toBe('rtl');
  const messageBox = { label: arabic.messageField } as const;
  const send = { role: 'button', name: arabic.sendMessage } as const;
  await page.type(messageBox, 'مرحبا! هذا بريدي المدرسي:');
  await page.click(send);
  await expect.poll(() => page.texts('.message.mine .message-text')).toHaveLength(1);
  await page.type(messageBox, 'theo.mentee@example.com');
  await page.click(send);
  await expect
    .poll(() => page.texts('.message.mine .message-text'))
    .toEqual(['مرحبا! هذا بريدي المدرسي:', 'theo.mentee@example.com']);

  const mine = await page.box({ css: '.message.mine .bubble' });
  const theirs = await page.box({ css: '.message.theirs .bubble' });
  expect(mine.x).toBeLessThan(theirs.x);
  const directions = await page.evaluate(() =>
    [...document.querySelectorAll('.message.mine .message-text')].map(
      (element) => getComputedStyle(element).direction,
    ),
  );
  expect(directions).toEqual(['rtl', 'ltr']);
  expect(await page.sidewaysScroll()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
});
