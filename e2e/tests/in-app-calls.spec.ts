import { expect, test, type Page } from '@playwright/test';
import { uiText } from '@mentorbridge/domain/i18n/english-text';
import { createVerifiedAccount } from '../support/accounts.ts';
import { callPathOf, expectVideoPlaying, recordPeerConnections } from '../support/call-media.ts';
import { connectedPair } from '../support/people.ts';
import { setMentorSuspension } from '../support/vetting.ts';

/*
 * In-app calls (decision 059), in Chromium with its fake camera and microphone: two real
 * browsers connect through the app's signals, directly on this machine or through the local
 * coturn relay the journeys start.
 */

const withPeerConnections = { mentor: recordPeerConnections, mentee: recordPeerConnections };

/** Opens the chat's call from "Start or Join Video Call", in the new tab it opens. */
async function callTabFrom(page: Page, chatId: string): Promise<Page> {
  await page.goto(`/chat/${chatId}`);
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: uiText.startOrJoinCall }).click(),
  ]);
  await expect(tab.getByRole('heading', { name: 'Video call', level: 1 })).toBeVisible();
  return tab;
}

/** The camera check, then "Join call". */
async function join(tab: Page): Promise<void> {
  await expect(tab.getByRole('heading', { name: uiText.previewHeading })).toBeVisible();
  await expect(tab.getByRole('button', { name: uiText.mute })).toBeVisible();
  await tab.getByRole('button', { name: uiText.joinInAppCall }).click();
}

const callState = (tab: Page) => tab.locator('.call-state');

test('a mentor and a mentee see each other, and mute and hang-up reach the other side', async ({
  browser,
}) => {
  // An adult mentee: the call may go direct, as it does on one machine.
  const { mentor, mentee, chatId } = await connectedPair(browser, 'in-app-call', {
    menteeAge: 19,
    setUp: withPeerConnections,
  });
  const mentorName = mentor.user.fullName;
  const menteeName = mentee.user.fullName;

  const mentorCall = await callTabFrom(mentor.page, chatId);
  // Their own camera first, before anyone sees it.
  await expect(mentorCall.getByLabel(uiText.yourVideo, { exact: true })).toBeVisible();
  await join(mentorCall);
  await expect(callState(mentorCall)).toHaveText(uiText.waitingFor({ name: menteeName }));
  // The mentee's chat says the mentor is in the call, with a button to join.
  await mentee.page.goto(`/chat/${chatId}`);
  await expect(mentee.page.getByText(uiText.inCall({ name: mentorName }))).toBeVisible();

  const menteeCall = await callTabFrom(mentee.page, chatId);
  await join(menteeCall);
  await expect(callState(menteeCall)).toHaveText(uiText.inCallWith({ name: mentorName }));
  await expect(callState(mentorCall)).toHaveText(uiText.inCallWith({ name: menteeName }));
  await expectVideoPlaying(menteeCall);
  await expectVideoPlaying(mentorCall);
  await expect(menteeCall.locator('.call-clock')).toContainText(uiText.callLength);
  expect(await callPathOf(menteeCall)).toEqual({ policy: 'all', localCandidateType: 'host' });
  // No address of ours carries anything but the room and the mentor.
  expect([...new URL(menteeCall.url()).searchParams.keys()].sort()).toEqual(['mentor', 'room']);

  // The mentor mutes, then turns the camera off: the mentee is told in words.
  await mentorCall.getByRole('button', { name: uiText.mute }).click();
  await expect(mentorCall.getByRole('button', { name: uiText.unmute })).toBeVisible();
  await expect(menteeCall.locator('.call-remote-media')).toHaveText(
    uiText.otherMuted({ name: mentorName }),
  );
  await mentorCall.getByRole('button', { name: uiText.cameraOff }).click();
  await expect(menteeCall.locator('.call-remote-media')).toContainText(
    uiText.otherCameraOff({ name: mentorName }),
  );
  await mentorCall.getByRole('button', { name: uiText.unmute }).click();
  await expect(menteeCall.locator('.call-remote-media')).toHaveText(
    uiText.otherCameraOff({ name: mentorName }),
  );

  // The mentee hangs up: the mentor is told, and the mentee may come back.
  await menteeCall.getByRole('button', { name: uiText.hangUp }).click();
  await expect(menteeCall.getByText(uiText.callLeft)).toBeVisible();
  await expect(callState(mentorCall)).toHaveText(uiText.otherLeft({ name: menteeName }));
  // Alone in it, the mentor's page shows no call length running on.
  await expect(mentorCall.locator('.call-clock')).toHaveCount(0);
  await expect(mentor.page.getByText(uiText.inCall({ name: menteeName }))).toBeHidden();

  await menteeCall.getByRole('button', { name: uiText.rejoinCall }).click();
  await join(menteeCall);
  await expect(callState(mentorCall)).toHaveText(uiText.inCallWith({ name: menteeName }));
  await expectVideoPlaying(mentorCall);

  await Promise.all([mentor.close(), mentee.close()]);
});

test("a child's call goes through the relay alone, and a lead's suspension ends it for both", async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'relay-call', {
    menteeAge: 15,
    setUp: withPeerConnections,
  });
  const mentorCall = await callTabFrom(mentor.page, chatId);
  await join(mentorCall);
  const menteeCall = await callTabFrom(mentee.page, chatId);
  await join(menteeCall);
  await expectVideoPlaying(menteeCall);
  await expectVideoPlaying(mentorCall);
  // Relay-only: neither browser learns the other's address, and the media goes through coturn.
  for (const tab of [mentorCall, menteeCall]) {
    expect(await callPathOf(tab)).toEqual({ policy: 'relay', localCandidateType: 'relay' });
  }

  // A third person's signal to this call is refused, and reaches nobody.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  const strangerAccount = await createVerifiedAccount(strangerPage.request, 'call-stranger', {
    age: 40,
    role: 'mentor',
    skills: ['Law'],
  });
  const loggedIn = await strangerPage.request.post('/api/auth/log-in', { data: strangerAccount });
  expect(loggedIn.status()).toBe(200);
  const refused = await strangerPage.request.post(`/api/chats/${chatId}/call-signals`, {
    data: { signal: { kind: 'hangup', from: 'a-stranger-page', to: null } },
  });
  expect(refused.status()).toBe(404);
  await expect(callState(menteeCall)).toHaveText(uiText.inCallWith({ name: mentor.user.fullName }));
  await stranger.close();

  // A lead suspends the mentor's record: the server ends the call, and both pages say why.
  await setMentorSuspension(mentor.credentials.email, true);
  const paused = uiText.chatWaitsForCheck({ mentorName: mentor.user.fullName });
  for (const tab of [mentorCall, menteeCall]) {
    await expect(tab.getByRole('alert').filter({ hasText: paused })).toBeVisible();
    await expect(tab.locator('video.call-remote')).toHaveCount(0);
  }
  // No relay password is given while it lasts.
  const ice = await mentee.page.request.get(`/api/chats/${chatId}/ice-servers`);
  expect(ice.status()).toBe(409);

  await Promise.all([mentor.close(), mentee.close()]);
});
