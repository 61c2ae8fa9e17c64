import { expect, test, type Page } from '@playwright/test';
import { meetingLink, roomNameFor } from '@mentorbridge/domain/call-rules';
import { MEETING_ORIGIN } from '../support/ports.ts';
import { connectedPair } from '../support/people.ts';

const invalidLinkAlert = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ hasText: 'This call link is not valid. Start the call from your chat.' });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Clicks a link that opens a new tab and answers that tab. */
async function newTabFrom(page: Page, linkName: string) {
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: linkName }).first().click(),
  ]);
  await expect(tab.getByRole('heading', { name: 'Video call', level: 1 })).toBeVisible();
  return tab;
}

test('a call started by the mentor shows live for the mentee and ends on leaving or closing the tab', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'call');
  const room = roomNameFor(mentee.user.id, chatId);
  const inCall = (name: string) => `${name} is in a call.`;

  await mentee.page.goto('/connections/mentee');
  const mentorCard = mentee.page.locator('.connection-card', { hasText: mentor.user.fullName });
  await expect(mentorCard).toBeVisible();
  await expect(mentorCard.getByText(inCall(mentor.user.fullName))).toBeHidden();
  await mentor.page.goto(`/chat/${chatId}`);

  // The mentor starts the call from the chat: the call view opens in a new tab, embeds the
  // meeting of the configured service in the room named by the rule, and shows their name.
  const mentorCall = await newTabFrom(mentor.page, 'Start or Join Video Call');
  await expect(mentorCall.getByText('You appear as')).toContainText(mentor.user.fullName);
  const frame = mentorCall.locator('.meeting-frame iframe');
  await expect(frame).toHaveAttribute(
    'src',
    new RegExp(`^${escapeRegExp(MEETING_ORIGIN)}/${escapeRegExp(room)}#`),
  );
  expect(room).toBe(`${mentee.user.id.slice(0, 10)}-${chatId}`);
  await expect(
    mentorCall.frameLocator('.meeting-frame iframe').getByText(`Stand-in meeting room ${room}`),
  ).toBeVisible();

  // The mentee sees it live on the connection card, with a button to join; the mentor's own
  // chat says they are in it.
  await expect(mentorCard.getByText(inCall(mentor.user.fullName))).toBeVisible();
  await expect(mentor.page.getByText('You are in this call.')).toBeVisible();

  // The mentee joins from the card: the same room, and now the mentor's chat shows them in it.
  const menteeCall = await newTabFrom(mentee.page, 'Join Video Call');
  await expect(menteeCall.locator('.meeting-frame iframe')).toHaveAttribute(
    'src',
    new RegExp(`/${escapeRegExp(room)}#`),
  );
  await expect(mentor.page.getByText(inCall(mentee.user.fullName))).toBeVisible();

  // The mentee leaves: the mentor is still in the call, so the card still says so.
  await menteeCall.getByRole('button', { name: 'Leave Call' }).click();
  await expect(menteeCall.getByText('You left the call.')).toBeVisible();
  await expect(menteeCall.locator('.meeting-frame iframe')).toHaveCount(0);
  await expect(mentor.page.getByText(inCall(mentee.user.fullName))).toBeHidden();
  await expect(mentorCard.getByText(inCall(mentor.user.fullName))).toBeVisible();

  // The mentor leaves: the flag is cleared on both sides.
  await mentorCall.getByRole('button', { name: 'Leave Call' }).click();
  await expect(mentorCall.getByText('You left the call.')).toBeVisible();
  await expect(mentorCard.getByText(inCall(mentor.user.fullName))).toBeHidden();
  await expect(mentorCard.getByRole('link', { name: 'Join Video Call' })).toHaveCount(0);
  await expect(mentor.page.getByText('You are in this call.')).toBeHidden();

  // Rejoining sets it again; closing the tab clears it, with no leave button pressed.
  await mentorCall.getByRole('button', { name: 'Rejoin Call' }).click();
  await expect(mentorCard.getByText(inCall(mentor.user.fullName))).toBeVisible();
  await mentorCall.close();
  await expect(mentorCard.getByText(inCall(mentor.user.fullName))).toBeHidden();
  await expect(mentor.page.getByText('You are in this call.')).toBeHidden();

  await mentor.close();
  await mentee.close();
});

test('when the meeting service cannot be reached, the call view says so and offers the direct link', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'call-down');
  const room = roomNameFor(mentee.user.id, chatId);
  const host = new URL(MEETING_ORIGIN).host;
  await mentee.page.context().route(`${MEETING_ORIGIN}/external_api.js`, (route) => route.abort());

  await mentee.page.goto(`/chat/${chatId}`);
  const call = await newTabFrom(mentee.page, 'Start or Join Video Call');
  await expect(
    call
      .getByRole('alert')
      .filter({ hasText: `The video service at ${host} cannot be reached right now.` }),
  ).toBeVisible();
  await expect(call.getByRole('link', { name: `Open the meeting on ${host}` })).toHaveAttribute(
    'href',
    meetingLink(MEETING_ORIGIN, room),
  );
  // Nobody is in a call that could not start.
  await mentor.page.goto(`/chat/${chatId}`);
  await expect(mentor.page.getByRole('link', { name: 'Start or Join Video Call' })).toBeVisible();
  await expect(mentor.page.getByText(`${mentee.user.fullName} is in a call.`)).toBeHidden();

  // Once the service answers again, "Try again" embeds the meeting.
  await mentee.page.context().unroute(`${MEETING_ORIGIN}/external_api.js`);
  await call.getByRole('button', { name: 'Try again' }).click();
  await expect(call.locator('.meeting-frame iframe')).toHaveAttribute(
    'src',
    new RegExp(`/${escapeRegExp(room)}#`),
  );
  await expect(mentor.page.getByText(`${mentee.user.fullName} is in a call.`)).toBeVisible();

  await mentor.close();
  await mentee.close();
});

test('the call view refuses a room that is not one of your chats, and the policy names only the meeting service', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'call-refused');
  const { mentee: outsider } = await connectedPair(browser, 'call-outsider');
  const room = roomNameFor(mentee.user.id, chatId);

  const response = await outsider.page.goto(
    `/call?room=${encodeURIComponent(room)}&name=Intruder&mentor=${mentor.user.id}`,
  );
  await expect(invalidLinkAlert(outsider.page)).toBeVisible();
  await expect(outsider.page.locator('iframe')).toHaveCount(0);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`script-src 'self' ${MEETING_ORIGIN};`);
  expect(policy).toContain(`frame-src ${MEETING_ORIGIN};`);

  // A room that breaks the naming rule is refused even for a member.
  await mentee.page.goto(`/call?room=${encodeURIComponent(chatId)}&mentor=${mentor.user.id}`);
  await expect(invalidLinkAlert(mentee.page)).toBeVisible();
  // Neither refused visit set a flag.
  const calls = await mentor.page.request.get('/api/calls');
  expect(await calls.json()).toEqual({ calls: [] });

  await Promise.all([mentor.close(), mentee.close(), outsider.close()]);
});
