import { expect, test, type Page } from '@playwright/test';
import { uiText } from '@mentorbridge/domain/i18n/english-text';
import { expectVideoPlaying, recordPeerConnections } from '../support/call-media.ts';
import { coordinatorIn } from '../support/coordinators.ts';
import { personIn } from '../support/people.ts';
import { programmeWithCodes } from '../support/programmes.ts';
import { vetMentor } from '../support/vetting.ts';
import { axeViolations } from '../support/axe.ts';

/*
 * "A coordinator joins every call" (decision 060), in Chromium with its fake camera and
 * microphone: a pupil and their mentor wait in the call until the programme's coordinator joins
 * it from the console, then all three see each other; when the coordinator leaves, the pair
 * waits again.
 */

const phone = { width: 390, height: 844 };
const callState = (tab: Page) => tab.locator('.call-state');

/** The camera check, then "Join call". */
async function join(tab: Page): Promise<void> {
  await expect(tab.getByRole('heading', { name: uiText.previewHeading })).toBeVisible();
  await tab.getByRole('button', { name: uiText.joinInAppCall }).click();
}

/** Opens a call link that opens a new tab, and answers that tab. */
async function tabFrom(page: Page, link: ReturnType<Page['getByRole']>): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(tab.getByRole('heading', { name: 'Video call', level: 1 })).toBeVisible();
  return tab;
}

test('a pupil and their mentor wait in the call until the coordinator joins from the console, then all three see each other', async ({
  browser,
}) => {
  // Three pages sending fake video through the relay, beside the other journeys, on two cores:
  // its steps outlast the usual budget there.
  test.slow();
  const suffix = Date.now().toString(36);
  const coordinator = await coordinatorIn(browser, 'call-coordinator', `Hillside ${suffix}`);
  await vetMentor(coordinator.credentials.email);
  const { page: console_ } = coordinator;
  const coordinatorName = `Cora Coordinator ${suffix}`;
  await console_.request.put('/api/profile/full-name', { data: { fullName: coordinatorName } });
  const { classCode, mentorCode } = await programmeWithCodes(console_.request, {
    name: 'Year 9 mentoring',
    minAge: 11,
    coordinatorApprovesMatches: false,
    videoPolicy: 'coordinator_joins',
  });
  const setUp = recordPeerConnections;
  const mentor = await personIn(
    browser,
    'call-programme-mentor',
    `Pat Programme ${suffix}`,
    { age: 45, role: 'mentor', skills: ['Public Speaking'] },
    { setUp },
  );
  const pupil = await personIn(
    browser,
    'call-pupil',
    `Pia Pupil ${suffix}`,
    { age: 14 },
    { setUp },
  );
  for (const [person, code] of [
    [mentor, mentorCode],
    [pupil, classCode],
  ] as const) {
    expect((await person.page.request.post('/api/memberships', { data: { code } })).status()).toBe(
      201,
    );
  }
  const asked = await pupil.page.request.post('/api/connections', {
    data: { mentorId: mentor.user.id },
  });
  expect(asked.status()).toBe(201);
  const chatId = `${mentor.user.id}__${pupil.user.id}`;
  expect((await mentor.page.request.post(`/api/connections/${chatId}/accept`)).status()).toBe(204);

  // Both open the call; each waits for the coordinator, and the server passes nothing between.
  const startCall = (page: Page) => page.getByRole('link', { name: uiText.startOrJoinCall });
  await mentor.page.goto(`/chat/${chatId}`);
  const mentorCall = await tabFrom(mentor.page, startCall(mentor.page));
  await join(mentorCall);
  await pupil.page.setViewportSize(phone);
  await pupil.page.goto(`/chat/${chatId}`);
  const pupilCall = await tabFrom(pupil.page, startCall(pupil.page));
  await pupilCall.setViewportSize(phone);
  await join(pupilCall);
  for (const tab of [mentorCall, pupilCall]) {
    await expect(callState(tab)).toHaveText(uiText.callWaitsForCoordinator);
  }
  expect(await axeViolations(pupilCall)).toEqual([]);

  // The console says the pair is in the call, and the coordinator joins it.
  await console_.goto('/programmes');
  const pair = console_.locator('.pair').filter({ hasText: pupil.user.fullName });
  await expect(pair).toContainText(uiText.pairInCall);
  const coordinatorCall = await tabFrom(
    console_,
    pair.getByRole('link', { name: uiText.joinPairCall }),
  );
  await join(coordinatorCall);

  const programme = 'Year 9 mentoring';
  await expect(callState(pupilCall)).toHaveText([
    uiText.coordinatorInCall({ name: coordinatorName, programme }),
    uiText.inCallWith({ name: mentor.user.fullName }),
  ]);
  await expect(callState(mentorCall)).toContainText([
    uiText.coordinatorInCall({ name: coordinatorName, programme }),
    uiText.inCallWith({ name: pupil.user.fullName }),
  ]);
  await expect(callState(coordinatorCall)).toHaveText([
    uiText.inCallWith({ name: mentor.user.fullName }),
    uiText.inCallWith({ name: pupil.user.fullName }),
  ]);
  // Each sees and hears both others, through the relay, as every call with a child goes.
  for (const [tab, others] of [
    [pupilCall, [coordinatorName, mentor.user.fullName]],
    [mentorCall, [coordinatorName, pupil.user.fullName]],
    [coordinatorCall, [mentor.user.fullName, pupil.user.fullName]],
  ] as const) {
    for (const name of others) await expectVideoPlaying(tab, uiText.theirVideo({ name }));
  }
  expect(await axeViolations(pupilCall)).toEqual([]);

  // The coordinator leaves: the pair may not go on alone, and waits again.
  await coordinatorCall.getByRole('button', { name: uiText.hangUp }).click();
  // The leave reaches each page through its socket; three pages sending video on two busy cores
  // can take longer than the usual 10 s to draw it.
  for (const tab of [mentorCall, pupilCall]) {
    await expect(callState(tab)).toHaveText(uiText.callWaitsForCoordinator, { timeout: 30_000 });
  }
  await expect(pupilCall.getByLabel(uiText.theirVideo({ name: mentor.user.fullName }))).toHaveCount(
    0,
  );

  await Promise.all([mentor.close(), pupil.close(), coordinator.close()]);
});
