import { expect, test } from '@playwright/test';
import { textIn } from '@mentorbridge/domain/i18n/text-in';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import { waitForMail } from '../support/mail.ts';
import { connectedPair } from '../support/people.ts';
import { uniqueEmail } from '../support/sign-up.ts';
import { drawnBox, rightOf } from '../support/layout.ts';
import { axeViolations } from '../support/axe.ts';

const spanish = textIn('es');
const arabic = textIn('ar');

/** A message with one number in it, as a pattern matching any digit there. */
const withAnyDigit = (write: (values: { value: string }) => string) =>
  new RegExp(
    `^${write({ value: '#' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('#', '\\d')}$`,
  );

test('a visitor whose browser asks for Spanish reads the landing page in Spanish, signs up, and gets the mail in Spanish', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-CO' });
  const page = await context.newPage();
  const email = uniqueEmail('spanish');

  await page.goto('/');
  // The first HTML was already Spanish: its lang, its title, its first line.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.landingTitle);
  await expect(page.getByLabel(spanish.languageLabel)).toHaveValue('es');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/join');
  await page.getByRole('button', { name: spanish.createAnAccount }).click();
  const dice = page.getByRole('img', { name: withAnyDigit(spanish.dieShowing) });
  await expect(dice).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  const sum = (await dice.evaluateAll((all) => all.map((die) => die.getAttribute('aria-label'))))
    .map((label) => Number(label?.match(/\d/)?.[0]))
    .reduce((total, value) => total + value, 0);
  await page.getByLabel(spanish.emailLabel).fill(email);
  await page.getByLabel(spanish.passwordLabel).fill('una-buena-clave');
  await page.getByLabel(spanish.ageLabel, { exact: true }).fill('13');
  await page.getByLabel(spanish.captchaSumLabel).fill(String(sum));
  await page.getByRole('button', { name: spanish.signUpButton }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toContainText(
    spanish.signedUp({ role: 'mentee', email }),
  );

  // The account keeps the page's language, and its mail is written in it.
  const mail = await waitForMail(email);
  expect(mail.subject).toBe(spanish.verifyMailSubject);
  expect(mail.text).toContain(spanish.verifyMailOpenLink);
  await page.goto(firstLink(mail));
  await expect(page.getByText(spanish.emailVerified)).toBeVisible();
  await context.close();
});

test('an Arabic reader’s chat is mirrored on a phone: their own messages on the left, an address left to right', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'arabic');
  await mentor.page.goto(`/chat/${chatId}`);
  await mentor.page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello, welcome!');
  await mentor.page.getByRole('button', { name: 'Send' }).click();

  // The mentee chooses Arabic from the language menu; the account keeps it.
  const page = mentee.page;
  await page.goto(`/chat/${chatId}`);
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    user: { language: string };
  };
  expect(session.user.language).toBe('ar');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const box = page.getByRole('textbox', { name: arabic.messageField, exact: true });
  const send = page.getByRole('button', { name: arabic.sendMessage });
  await box.fill('مرحبا! هذا بريدي المدرسي:');
  await send.click();
  await box.fill('theo.mentee@example.com');
  await send.click();
  const mine = page.locator('.message.mine .message-text');
  await expect(mine).toHaveText(['مرحبا! هذا بريدي المدرسي:', 'theo.mentee@example.com']);

  // Their own bubbles sit on the left, the mentor's on the right.
  const ownBubble = await drawnBox(page.locator('.message.mine .bubble').first());
  const theirBubble = await drawnBox(page.locator('.message.theirs .bubble').first());
  expect(ownBubble.x).toBeLessThan(theirBubble.x);
  expect(rightOf(ownBubble)).toBeLessThan(rightOf(theirBubble));
  // Arabic reads right to left, the address left to right.
  const direction = (index: number) =>
    mine.nth(index).evaluate((element) => getComputedStyle(element).direction);
  expect(await direction(0)).toBe('rtl');
  expect(await direction(1)).toBe('ltr');
  // Nothing scrolls sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);

  await mentor.close();
  await mentee.close();
});
