import { expect, test } from '@playwright/test';
import { uiText } from '@mentorbridge/domain/i18n/english-text';
import { backdateChat } from '../support/check-ins.ts';
import { connectedPair } from '../support/people.ts';
import { axeViolations } from '../support/axe.ts';

const phone = { width: 390, height: 844 };

test('on a phone, a pupil answers "How is it going?" from the chat in one step, and the mentor never sees it', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'check-in');
  await mentee.page.setViewportSize(phone);

  // Outside a programme the pair turns check-ins on for itself, from its card.
  await mentee.page.goto('/connections/mentee');
  await mentee.page.getByRole('checkbox', { name: uiText.checkInsSwitchLabel }).check();
  await expect(
    mentee.page.getByRole('checkbox', { name: uiText.checkInsSwitchLabel }),
  ).toBeChecked();
  backdateChat(chatId, 15);

  await mentee.page.goto(`/chat/${chatId}`);
  const question = uiText.checkInQuestion({ name: mentor.user.fullName });
  const form = mentee.page.getByRole('form', { name: question });
  await expect(form).toBeVisible();
  expect(await axeViolations(mentee.page)).toEqual([]);
  // Send and the line come with the first tap, so the chat keeps its room until then.
  await expect(form.getByRole('button', { name: uiText.checkInSend })).toHaveCount(0);
  await form.getByRole('radio', { name: '4' }).check();
  await form
    .getByRole('textbox', { name: uiText.checkInLineLabel })
    .fill('The revision plan helps');
  await form.getByRole('button', { name: uiText.checkInSend }).click();
  await expect(mentee.page.getByText(uiText.checkInThanks)).toBeVisible();
  await expect(form).toHaveCount(0);
  // The chat is as it was: the composer in view, nothing of the answer in the conversation.
  await expect(mentee.page.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
  await expect(mentee.page.locator('.chat-window')).not.toContainText('revision plan helps');

  // The mentor has a check-in of their own, on the dashboard too, and never sees the pupil's.
  await mentor.page.goto('/mentor');
  await expect(
    mentor.page.getByRole('form', { name: uiText.checkInQuestion({ name: mentee.user.fullName }) }),
  ).toBeVisible();
  await expect(mentor.page.getByText('The revision plan helps')).toHaveCount(0);

  await mentor.close();
  await mentee.close();
});
