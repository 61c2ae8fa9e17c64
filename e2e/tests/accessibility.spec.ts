import { expect, test } from '@playwright/test';
import { roomNameFor } from '@mentorbridge/domain/call-rules';
import { connectedPair } from '../support/people.ts';
import { axeInEveryLook } from '../sweep/axe-in-every-look.ts';

/*
 * Every view of every role is swept by axe in axe-sweep.spec.ts. These are the moments the sweep
 * cannot reach by opening a view: what shows while the other person does something. Each is read
 * as the sweep reads a view: phone and laptop, light and dark.
 */

test('axe finds no violations on a card showing a call, after leaving the call, and on the help panel', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'axe-moments', { menteeAge: 14 });
  const room = roomNameFor(mentee.user.id, chatId);
  await mentor.page.goto(`/call?room=${encodeURIComponent(room)}&mentor=${mentor.user.id}`);
  await mentor.page.getByRole('button', { name: 'Join call' }).click();
  await expect(mentor.page.getByRole('button', { name: 'Hang up' })).toBeVisible();

  await mentee.page.goto('/connections/mentee');
  await expect(mentee.page.getByRole('link', { name: 'Join Video Call' })).toBeVisible();
  expect(await axeInEveryLook(mentee.page, 'a card showing a call')).toEqual([]);

  await mentor.page.getByRole('button', { name: 'Hang up' }).click();
  await expect(mentor.page.getByRole('button', { name: 'Rejoin Call' })).toBeVisible();
  expect(await axeInEveryLook(mentor.page, 'a call left')).toEqual([]);

  // A child writes that they are in distress: the help panel opens beside the chat.
  await mentee.page.goto(`/chat/${chatId}`);
  await mentee.page.getByRole('textbox', { name: 'Message', exact: true }).fill('I want to die');
  await mentee.page.getByRole('button', { name: 'Send' }).click();
  await expect(mentee.page.getByRole('complementary')).toBeVisible();
  expect(await axeInEveryLook(mentee.page, 'the help panel')).toEqual([]);

  await Promise.all([mentor.close(), mentee.close()]);
});
