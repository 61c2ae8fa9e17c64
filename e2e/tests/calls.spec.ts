import { expect, test, type Page } from '@playwright/test';
import { roomNameFor } from '@mentorbridge/domain/call-rules';
import { uiText } from '@mentorbridge/domain/i18n/english-text';
import { meetingApp } from '../support/app-servers.ts';
import { MEETING_ORIGIN } from '../support/ports.ts';
import { connectedPair } from '../support/people.ts';
import { setMentorSuspension } from '../support/vetting.ts';

// A school that runs its own meeting service (VIDEO_SERVICE=jitsi): the app's own server for it,
// whose calls embed the meeting service's stand-in.
test.use({ baseURL: meetingApp.url });

const invalidLinkAlert = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ hasText: 'This call link is not valid. Start the call from your chat.' });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The meeting a call view embeds: the chat's room by the rule and the call's secret. */
const meetingOf = (room: string) =>
  new RegExp(`^${escapeRegExp(MEETING_ORIGIN)}/(${escapeRegExp(room)}-[0-9a-f]{32})#`);

/** The meeting's name, read from the embedded frame's address. */
async function meetingIn(tab: Page, room: string): Promise<string> {
  const frame = tab.locator('.meeting-frame iframe');
  await expect(frame).toHaveAttribute('src', meetingOf(room));
  const src = (await frame.getAttribute('src')) ?? '';
  return meetingOf(room).exec(src)?.[1] ?? '';
}

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
  const { mentor, mentee, chatId } = await connectedPair(browser, 'call', { server: meetingApp });
  const room = roomNameFor(mentee.user.id, chatId);
  const inCall = (name: string) => `${name} is in a call.`;

  await mentee.page.goto('/connections/mentee');
  const mentorCard = mentee.page.locator('.connection-card', { hasText: mentor.user.fullName });
  await expect(mentorCard).toBeVisible();
  await expect(mentorCard.getByText(inCall(mentor.user.fullName))).toBeHidden();
  await mentor.page.goto(`/chat/${chatId}`);

  // The mentor starts the call from the chat: the call view opens in a new tab, embeds the
  // meeting of the configured service, and shows their name. The meeting is the rule's room
  // with the call's secret, which the page asked the server for: it is in no address of ours.
  const mentorCall = await newTabFrom(mentor.page, 'Start or Join Video Call');
  await expect(mentorCall.getByText('You appear as')).toContainText(mentor.user.fullName);
  const meeting = await meetingIn(mentorCall, room);
  expect(room).toBe(`${mentee.user.id.slice(0, 10)}-${chatId}`);
  const secret = meeting.slice(room.length + 1);
  expect(new URL(mentorCall.url()).searchParams.get('room')).toBe(room);
  expect(mentorCall.url()).not.toContain(secret);
  // Nor any name: the address stays in the browser's history, the name comes from the session.
  expect(new URL(mentorCall.url()).searchParams.has('name')).toBe(false);
  expect(decodeURIComponent(mentorCall.url())).not.toContain(mentor.user.fullName);
  for (const link of await mentor.page.getByRole('link').all()) {
    expect(await link.getAttribute('href')).not.toContain(secret);
  }
  await expect(
    mentorCall.frameLocator('.meeting-frame iframe').getByText(`Stand-in meeting room ${meeting}`),
  ).toBeVisible();

  // The mentee sees it live on the connection card, with a button to join; the mentor's own
  // chat says they are in it.
  await expect(mentorCard.getByText(inCall(mentor.user.fullName))).toBeVisible();
  await expect(mentor.page.getByText('You are in this call.')).toBeVisible();

  // The mentee joins from the card: the same meeting, and now the mentor's chat shows them in it.
  const menteeCall = await newTabFrom(mentee.page, 'Join Video Call');
  expect(await meetingIn(menteeCall, room)).toBe(meeting);
  expect(menteeCall.url()).not.toContain(secret);
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

  // Rejoining sets it again, in a new meeting: the last call ended with its secret. Closing the
  // tab clears it, with no leave button pressed.
  await mentorCall.getByRole('button', { name: 'Rejoin Call' }).click();
  await expect(mentorCard.getByText(inCall(mentor.user.fullName))).toBeVisible();
  expect(await meetingIn(mentorCall, room)).not.toBe(meeting);
  await mentorCall.close();
  await expect(mentorCard.getByText(inCall(mentor.user.fullName))).toBeHidden();
  await expect(mentor.page.getByText('You are in this call.')).toBeHidden();

  await mentor.close();
  await mentee.close();
});

test('when the meeting service cannot be reached, the call view says so and offers to try again', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'call-down', {
    server: meetingApp,
  });
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
  // No link to the meeting: its name holds the call's secret.
  await expect(call.getByRole('link', { name: new RegExp(host) })).toHaveCount(0);
  // Nobody is in a call that could not start.
  await mentor.page.goto(`/chat/${chatId}`);
  await expect(mentor.page.getByRole('link', { name: 'Start or Join Video Call' })).toBeVisible();
  await expect(mentor.page.getByText(`${mentee.user.fullName} is in a call.`)).toBeHidden();

  // Once the service answers again, "Try again" embeds the meeting.
  await mentee.page.context().unroute(`${MEETING_ORIGIN}/external_api.js`);
  await call.getByRole('button', { name: 'Try again' }).click();
  await meetingIn(call, room);
  await expect(mentor.page.getByText(`${mentee.user.fullName} is in a call.`)).toBeVisible();

  await mentor.close();
  await mentee.close();
});

test('the call view refuses a room that is not one of your chats, and the policy names only the meeting service', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'call-refused', {
    server: meetingApp,
  });
  const { mentee: outsider } = await connectedPair(browser, 'call-outsider', {
    server: meetingApp,
  });
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

test("a lead's suspension of the mentor's record ends the call in both tabs, and each says why", async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'call-suspended', {
    server: meetingApp,
  });
  const room = roomNameFor(mentee.user.id, chatId);
  await mentor.page.goto(`/chat/${chatId}`);
  const mentorCall = await newTabFrom(mentor.page, 'Start or Join Video Call');
  await meetingIn(mentorCall, room);
  await mentee.page.goto(`/chat/${chatId}`);
  await expect(mentee.page.getByText(`${mentor.user.fullName} is in a call.`)).toBeVisible();
  const menteeCall = await newTabFrom(mentee.page, 'Join Video Call');
  await meetingIn(menteeCall, room);
  await expect(mentor.page.getByText(`${mentee.user.fullName} is in a call.`)).toBeVisible();

  await setMentorSuspension(mentor.credentials.email, true, meetingApp);

  const paused = uiText.chatWaitsForCheck({ mentorName: mentor.user.fullName });
  for (const tab of [mentorCall, menteeCall]) {
    await expect(tab.locator('.meeting-frame iframe')).toHaveCount(0);
    await expect(tab.getByRole('alert').filter({ hasText: paused })).toBeVisible();
  }
  await expect(mentee.page.getByText(`${mentor.user.fullName} is in a call.`)).toBeHidden();
  // Opening the call again gives no meeting: the server refuses the room.
  const again = await mentee.page.request.post(`/api/chats/${chatId}/call-room`);
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({
    error: { code: 'chat_waits_for_check', message: paused },
  });

  await Promise.all([mentor.close(), mentee.close()]);
});
