import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { roomNameFor } from '@mentorbridge/domain/call-rules';
import { connectedPair } from '../support/people.ts';

/*
 * Every view of every role is swept by axe in axe-sweep.spec.ts. These are the moments the sweep
 * cannot reach by opening a view: what shows while the other person does something.
 */

/** What axe finds wrong on the page as it is now, one line per violation. */
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (violation) => `${page.url()}: ${violation.id}: ${violation.help}`,
  );

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
  expect(await axeViolations(mentee.page)).toEqual([]);

  await mentor.page.getByRole('button', { name: 'Hang up' }).click();
  await expect(mentor.page.getByRole('button', { name: 'Rejoin Call' })).toBeVisible();
  expect(await axeViolations(mentor.page)).toEqual([]);

  // A child writes that they are in distress: the help panel opens beside the chat.
  await mentee.page.goto(`/chat/${chatId}`);
  await mentee.page.getByRole('textbox', { name: 'Message', exact: true }).fill('I want to die');
  await mentee.page.getByRole('button', { name: 'Send' }).click();
  await expect(mentee.page.getByRole('complementary')).toBeVisible();
  expect(await axeViolations(mentee.page)).toEqual([]);

  await Promise.all([mentor.close(), mentee.close()]);
});
