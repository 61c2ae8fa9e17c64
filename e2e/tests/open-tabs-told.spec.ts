import { expect, test, type Page } from '@playwright/test';
import { uiText } from '@mentorbridge/domain/i18n/english-text';
import { connectedPair } from '../support/people.ts';
import { letCheckRunOut, setMentorSuspension } from '../support/vetting.ts';

const box = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const send = (page: Page) => page.getByRole('button', { name: 'Send' });

test('a chat already open in both tabs pauses the moment a lead suspends the mentor, and opens again when it is lifted, with no reload', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'told');
  const paused = uiText.chatWaitsForCheck({ mentorName: mentor.user.fullName });
  for (const page of [mentor.page, mentee.page]) {
    await page.goto(`/chat/${chatId}`);
    await expect(send(page)).toBeVisible();
    await expect(page.getByText(paused)).toHaveCount(0);
  }

  await setMentorSuspension(mentor.credentials.email, true);
  for (const page of [mentor.page, mentee.page]) {
    await expect(page.getByText(paused)).toBeVisible();
    await expect(send(page)).toBeDisabled();
  }

  await setMentorSuspension(mentor.credentials.email, false);
  for (const page of [mentor.page, mentee.page]) {
    await expect(page.getByText(paused)).toHaveCount(0);
  }
  await box(mentee.page).fill('Are we still on for Thursday?');
  await send(mentee.page).click();
  await expect(mentor.page.locator('.chat-window .message-text')).toHaveText([
    'Are we still on for Thursday?',
  ]);

  await mentor.close();
  await mentee.close();
});

test('a send refused because the check ran out while the tab was open shows the pause, not a generic error', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'ranout');
  const paused = uiText.chatWaitsForCheck({ mentorName: mentor.user.fullName });
  await mentee.page.goto(`/chat/${chatId}`);
  await expect(send(mentee.page)).toBeVisible();

  // The check ran out with no write anyone is told of: only the send finds out. Ten days ago, so
  // the server's minute round, which tells open tabs on the day and a week after (decision 052),
  // does not tell this one first.
  await box(mentee.page).fill('Can you read my personal statement?');
  letCheckRunOut(mentor.credentials.email, { daysAgo: 10 });
  await send(mentee.page).click();
  await expect(mentee.page.getByText(uiText.sendRefusedPaused({ pause: paused }))).toBeVisible();
  await expect(mentee.page.getByText(uiText.sendFailed)).toHaveCount(0);
  await expect(mentee.page.getByText(paused, { exact: true })).toBeVisible();
  await expect(send(mentee.page)).toBeDisabled();

  await mentor.close();
  await mentee.close();
});
