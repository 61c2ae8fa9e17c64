import { expect, test } from '@playwright/test';
import { connectedPair } from '../support/people.ts';

// A dialog's parts are made only while it is open (decision 048): opening and closing one by
// keyboard still moves the focus in, and back to the button that opened it.
test('the chat’s Report and Block dialogs take the focus in, and give it back on Escape and Keep it', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'dialog-focus');
  const page = mentee.page;
  await page.goto(`/chat/${chatId}`);
  const name = mentor.user.fullName;

  const report = page.getByRole('button', { name: `Report ${name}` });
  await report.focus();
  await page.keyboard.press('Enter');
  const reportDialog = page.getByRole('dialog', { name: `Report ${name}` });
  await expect(reportDialog).toBeVisible();
  await expect(reportDialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(reportDialog).toHaveCount(0);
  await expect(report).toBeFocused();

  const block = page.getByRole('button', { name: `Block ${name}` });
  await block.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `Block ${name}?` });
  await expect(confirm).toBeVisible();
  // An alert dialog starts on its safe choice.
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(block).toBeFocused();
  // Kept: the chat is still there.
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await Promise.all([mentor.close(), mentee.close()]);
});
