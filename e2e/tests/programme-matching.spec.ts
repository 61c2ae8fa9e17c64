import { expect, test, type Page } from '@playwright/test';
import { uiText } from '@mentorbridge/domain/i18n/english-text';
import { coordinatorIn } from '../support/coordinators.ts';
import { personIn } from '../support/people.ts';
import { programmeWithCodes } from '../support/programmes.ts';
import { vetMentor } from '../support/vetting.ts';
import { axeViolations } from '../support/axe.ts';

const cardOf = (page: Page, name: string) =>
  page.locator('.connection-card').filter({ hasText: name });

test('a pupil finds only the programme’s mentors; the mentor accepts, the coordinator approves, both chat, and the console shows it', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const coordinator = await coordinatorIn(browser, 'match-coordinator', `Hillside ${suffix}`);
  // The coordinator's own check counts: the console names the pupils.
  await vetMentor(coordinator.credentials.email);
  const { page: console_ } = coordinator;
  const { classCode, mentorCode } = await programmeWithCodes(console_.request);
  const mentorAccount = { age: 45, role: 'mentor' as const, skills: ['Public Speaking'] };
  const mentor = await personIn(browser, 'match-mentor', `Pat Programme ${suffix}`, mentorAccount);
  const outsider = await personIn(browser, 'match-outsider', `Olive Outside ${suffix}`, {
    ...mentorAccount,
  });
  const pupil = await personIn(browser, 'match-pupil', `Pia Pupil ${suffix}`, { age: 15 });
  const joined = await mentor.page.request.post('/api/memberships', { data: { code: mentorCode } });
  expect(joined.status()).toBe(201);

  // The pupil joins with the class code on a phone, and All Mentors holds the programme's
  // mentor only, saying why.
  await pupil.page.setViewportSize({ width: 390, height: 844 });
  await pupil.page.goto('/settings/programmes');
  const pageOverflow = await pupil.page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(pageOverflow).toBe(0);
  await pupil.page.getByLabel('Class code').fill(classCode);
  await pupil.page.getByRole('button', { name: 'Join' }).click();
  await expect(pupil.page.locator('.membership')).toContainText('Year 10 mentoring');
  expect(await axeViolations(pupil.page)).toEqual([]);
  await pupil.page.goto('/mentors');
  await expect(
    pupil.page.getByText(uiText.keptToProgrammeMentors({ programme: 'Year 10 mentoring' })),
  ).toBeVisible();
  const cards = pupil.page.locator('.mentor-card');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(mentor.user.fullName);
  await expect(pupil.page.getByText(outsider.user.fullName)).toHaveCount(0);
  await cards.getByRole('button', { name: 'Request Mentor*' }).click();
  await expect(cards.getByRole('button', { name: 'Request pending' })).toBeDisabled();

  // The mentor accepts: the match waits for the programme, and both sides are told so.
  await mentor.page.goto('/connections/mentor?tab=pending');
  const request = cardOf(mentor.page, pupil.user.fullName);
  await request.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(request).toContainText(uiText.matchWaitsForProgramme);
  await expect(request.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await pupil.page.goto('/connections/mentee?tab=pending');
  await expect(cardOf(pupil.page, mentor.user.fullName)).toContainText(
    uiText.matchWaitsForProgramme,
  );

  // The coordinator approves it in the console.
  await console_.goto('/programmes');
  const pair = console_.locator('.pair').filter({ hasText: pupil.user.fullName });
  await expect(pair).toContainText('The mentor said yes: waiting for your approval');
  expect(await axeViolations(console_)).toEqual([]);
  await pair.getByRole('button', { name: 'Approve' }).click();
  await expect(pair).toContainText('Chat open');

  // Both chat, told from the first message that the coordinators can read it.
  const chatId = `${mentor.user.id}__${pupil.user.id}`;
  const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
  await pupil.page.goto(`/chat/${chatId}`);
  await expect(pupil.page.getByText(uiText.programmeChatNotice)).toBeVisible();
  await messageBox(pupil.page).fill('Hello Pat, thank you for saying yes');
  await pupil.page.getByRole('button', { name: 'Send' }).click();
  await mentor.page.goto(`/chat/${chatId}`);
  await expect(mentor.page.getByText(uiText.programmeChatNotice)).toBeVisible();
  await expect(mentor.page.locator('.chat-window')).toContainText('Hello Pat');
  await messageBox(mentor.page).fill('Glad to meet you, Pia');
  await mentor.page.getByRole('button', { name: 'Send' }).click();
  await expect(pupil.page.locator('.chat-window')).toContainText('Glad to meet you');

  // The console shows the pair's last messages, and holds on a phone.
  await console_.setViewportSize({ width: 390, height: 844 });
  await console_.reload();
  const facts = pair.locator('.pair-facts');
  await expect(facts.locator('dd').nth(3)).toHaveText('2');
  for (const side of [1, 2]) {
    await expect(facts.locator('dd').nth(side)).not.toHaveText(uiText.noMessagesYet);
  }
  const overflow = await console_.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  expect(await axeViolations(console_)).toEqual([]);
  await Promise.all([mentor.close(), outsider.close(), pupil.close(), coordinator.close()]);
});
