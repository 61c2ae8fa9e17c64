import { expect, test, type Page } from '@playwright/test';
import { uiText } from '@mentorbridge/domain/i18n/english-text';
import { connectedPair } from '../support/people.ts';
import { axeViolations } from '../support/axe.ts';

const phone = { width: 390, height: 844 };
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });

test('on a phone, a mentor ends the mentoring with a goodbye, and both read the chat that stays, read only', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'ending');
  const sent = await mentee.page.request.post(`/api/chats/${chatId}/messages`, {
    data: { clientId: `ending-${Date.now()}`, text: 'Thank you for the revision plan!' },
  });
  expect(sent.status()).toBe(201);
  for (const { page } of [mentor, mentee]) {
    await page.setViewportSize(phone);
    await page.goto(`/chat/${chatId}`);
    await expect(messageBox(page)).toBeVisible();
  }

  // The mentor ends it: a reason first, then the goodbye.
  await mentor.page.getByRole('button', { name: uiText.endMentoring }).click();
  const dialog = mentor.page.getByRole('dialog', { name: uiText.endDialogTitle });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(mentor.page)).toEqual([]);
  await dialog.getByRole('button', { name: uiText.endMentoring }).click();
  await expect(dialog.getByRole('alert')).toHaveText(uiText.endReasonMissing);
  await dialog.getByRole('radio', { name: 'We reached our goals' }).check();
  const goodbye = 'Good luck with your exams, Theo. You are ready.';
  await dialog.getByRole('textbox', { name: uiText.goodbyeLabel }).fill(goodbye);
  await dialog.getByRole('button', { name: uiText.endMentoring }).click();
  await expect(dialog).toHaveCount(0);

  // Both see it at once, the mentee's open tab too: the goodbye last, the chat read only.
  const today = /This mentoring ended on (\w+ \d+, \d{4}|\d+ \w+ \d{4})\./;
  for (const { page } of [mentor, mentee]) {
    await expect(page.getByRole('status').filter({ hasText: today })).toBeVisible();
    await expect(page.locator('.chat-window .message-text')).toHaveText([
      'Thank you for the revision plan!',
      goodbye,
    ]);
    await expect(messageBox(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Video Call/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: uiText.endMentoring })).toHaveCount(0);
  }
  await expect(
    mentee.page.getByText(uiText.endedByOther({ name: mentor.user.fullName }), { exact: false }),
  ).toBeVisible();
  // Nothing new passes, however it is sent.
  const refused = await mentee.page.request.post(`/api/chats/${chatId}/messages`, {
    data: { clientId: `ending-after-${Date.now()}`, text: 'Are you still there?' },
  });
  expect(refused.status()).toBe(409);

  // The pupil answers the three exit questions, from the chat, in one step.
  await mentee.page.getByRole('button', { name: uiText.exitAnswer }).click();
  const questions = mentee.page.getByRole('dialog', { name: uiText.exitHeading });
  await questions.getByRole('radio', { name: '5: a lot' }).check();
  await questions.getByRole('textbox', { name: /best part/ }).fill('The revision plan');
  expect(await axeViolations(mentee.page)).toEqual([]);
  await questions.getByRole('button', { name: uiText.exitSave }).click();
  await expect(questions).toHaveCount(0);
  await expect(mentee.page.locator('.exit-bar')).toHaveText(uiText.exitThanks);
  expect(await axeViolations(mentee.page)).toEqual([]);

  await mentor.close();
  await mentee.close();
});
