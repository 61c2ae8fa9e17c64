import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { roomNameFor } from '@mentorbridge/domain/call-rules';
import {
  createVerifiedAccount,
  createVerifiedMentor,
  currentUser,
  logInThroughForm,
} from '../support/accounts.ts';
import { leadIn } from '../support/leads.ts';
import { connectedPair } from '../support/people.ts';
import { createCheckedMentor } from '../support/vetting.ts';

/** What axe finds wrong on the page as it is now, one line per violation. */
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (violation) => `${page.url()}: ${violation.id}: ${violation.help}`,
  );

for (const theme of ['light', 'dark'] as const) {
  for (const [view, path] of [
    ['home1', '/'],
    ['home2', '/join'],
    ['safety', '/safety'],
    ['privacy', '/privacy'],
  ] as const) {
    test(`axe finds no violations on ${view} in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (view === 'home2')
        await expect(page.getByRole('img', { name: /^Die showing \d$/ })).toHaveCount(2);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual(
        [],
      );
    });
  }
}

test('axe finds no violations on the mentor role step with the skill picker open', async ({
  page,
}) => {
  await page.goto('/join');
  await expect(page.getByRole('img', { name: /^Die showing \d$/ })).toHaveCount(2);
  const labels = await page
    .getByRole('img', { name: /^Die showing \d$/ })
    .evaluateAll((elements) =>
      elements.map((element) =>
        Number((element.getAttribute('aria-label') ?? '').replace('Die showing ', '')),
      ),
    );
  await page.getByLabel('Email').fill('axe-check@example.com');
  await page.getByLabel('Password').fill('secret-pass');
  await page.getByLabel('Age', { exact: true }).fill('45');
  await page.getByLabel('Sum of the dice').fill(String(labels.reduce((a, b) => a + b, 0)));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('group', { name: 'Join as' }).getByLabel('Mentor').check();
  await expect(page.getByText('Max 5. Min 1')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('axe finds no violations on the signed-in personal space, in both themes', async ({
  page,
}) => {
  // The mentor dashboard holds the story's form (about a hundred choices): axe reads it twice.
  test.slow();
  // Not checked yet: the dashboard shows what is missing and the training's lessons and quiz.
  await logInThroughForm(page, await createVerifiedMentor(page.request, 'axe-space'));
  await page.request.post('/api/notes', { data: { content: 'A note for axe to read' } });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
    for (const [path, heading] of [
      ['/mentor', 'Welcome!'],
      ['/notes', 'Notes'],
      ['/settings/password', 'Change Password'],
      ['/settings/delete', 'Delete Account'],
      ['/settings/notifications', 'Notifications'],
      ['/reset-password', 'Reset your password'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path === '/mentor')
        await expect(page.getByRole('heading', { name: 'Quiz' })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((violation) => `${path}: ${violation.id}: ${violation.help}`),
      ).toEqual([]);
    }
  }
});

test('axe finds no violations on the directory, the connection views, a confirmation dialog and the chat', async ({
  browser,
}) => {
  test.slow();
  const mentorContext = await browser.newContext();
  const mentor = await mentorContext.newPage();
  await logInThroughForm(mentor, await createCheckedMentor(mentor.request, 'axe-mentor'));
  const mentorId = (await currentUser(mentor)).id;

  const menteeContext = await browser.newContext();
  const mentee = await menteeContext.newPage();
  await logInThroughForm(mentee, await createVerifiedAccount(mentee.request, 'axe-mentee'));
  await mentee.request.post('/api/connections', { data: { mentorId } });

  await mentee.goto('/mentors');
  await expect(mentee.locator('.mentor-card').first()).toBeVisible();
  expect(await axeViolations(mentee)).toEqual([]);
  await mentee.goto('/connections/mentee?tab=pending');
  await expect(mentee.getByRole('button', { name: 'Cancel Request', exact: true })).toBeVisible();
  expect(await axeViolations(mentee)).toEqual([]);

  await mentor.goto('/connections/mentor?tab=pending');
  await mentor.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(mentor.getByRole('alertdialog')).toBeVisible();
  expect(await axeViolations(mentor)).toEqual([]);

  // The chat, with a message in it.
  const menteeId = (await currentUser(mentee)).id;
  await mentor.request.post(`/api/connections/${mentorId}__${menteeId}/accept`);
  await mentee.goto('/chat');
  await mentee.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello!');
  await mentee.getByRole('button', { name: 'Send' }).click();
  await expect(mentee.locator('.message-mark')).toHaveText('✓ Sent');
  expect(await axeViolations(mentee)).toEqual([]);

  await mentorContext.close();
  await menteeContext.close();
});

test('axe finds no violations on the call view, after leaving it, and on a card showing a call', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'axe-call');
  const room = roomNameFor(mentee.user.id, chatId);
  await mentor.page.goto(`/call?room=${encodeURIComponent(room)}&mentor=${mentor.user.id}`);
  // The camera check, then the call waiting for the other member.
  await expect(mentor.page.getByLabel('Your camera')).toBeVisible();
  expect(await axeViolations(mentor.page)).toEqual([]);
  await mentor.page.getByRole('button', { name: 'Join call' }).click();
  await expect(mentor.page.getByRole('button', { name: 'Hang up' })).toBeVisible();
  expect(await axeViolations(mentor.page)).toEqual([]);

  await mentee.page.goto('/connections/mentee');
  await expect(mentee.page.getByRole('link', { name: 'Join Video Call' })).toBeVisible();
  expect(await axeViolations(mentee.page)).toEqual([]);

  await mentor.page.getByRole('button', { name: 'Hang up' }).click();
  await expect(mentor.page.getByRole('button', { name: 'Rejoin Call' })).toBeVisible();
  expect(await axeViolations(mentor.page)).toEqual([]);

  await Promise.all([mentor.close(), mentee.close()]);
});

test('axe finds no violations on a held message, the help panel and the safeguarding console', async ({
  browser,
}) => {
  // Eleven pages checked by axe in three browsers: on two busy cores that can pass a minute.
  test.slow();
  const { mentor, mentee, chatId } = await connectedPair(browser, 'axe-guard', { menteeAge: 14 });
  await mentor.page.goto(`/chat/${chatId}`);
  await mentor.page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('call 07700 900123');
  await mentor.page.getByRole('button', { name: 'Send' }).click();
  await expect(mentor.page.getByText('Held for review')).toBeVisible();
  expect(await axeViolations(mentor.page)).toEqual([]);

  await mentee.page.goto(`/chat/${chatId}`);
  await mentee.page.getByRole('textbox', { name: 'Message', exact: true }).fill('I want to die');
  await mentee.page.getByRole('button', { name: 'Send' }).click();
  await expect(mentee.page.getByRole('complementary')).toBeVisible();
  expect(await axeViolations(mentee.page)).toEqual([]);

  // The report dialog, the blocked list and the guardian's page.
  await mentee.page.getByRole('button', { name: `Report ${mentor.user.fullName}` }).click();
  await expect(mentee.page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(mentee.page)).toEqual([]);
  await mentee.page.keyboard.press('Escape');
  await mentee.page.goto('/settings/blocked');
  await expect(mentee.page.getByText('You have not blocked anyone.')).toBeVisible();
  expect(await axeViolations(mentee.page)).toEqual([]);
  await mentee.page.goto('/guardian?token=not-a-real-token-at-all');
  await expect(mentee.page.getByRole('alert').filter({ hasText: 'not valid' })).toBeVisible();
  expect(await axeViolations(mentee.page)).toEqual([]);

  const lead = await leadIn(browser, 'axe-lead');
  for (const tab of ['reports', 'held', 'flags', 'accounts', 'checks', 'audit']) {
    await lead.page.goto(`/safeguarding?tab=${tab}`);
    await expect(lead.page.getByRole('tabpanel')).not.toContainText('Loading');
    expect(await axeViolations(lead.page)).toEqual([]);
  }
  await Promise.all([mentor.close(), mentee.close(), lead.close()]);
});

test('axe finds no violations on a mentor’s safeguarding record open in its form', async ({
  browser,
}) => {
  const lead = await leadIn(browser, 'axe-checks-lead');
  await lead.page.goto('/safeguarding?tab=checks');
  await lead.page.getByLabel('Show').selectOption('all');
  await lead.page
    .locator('.check-card')
    .first()
    .getByRole('button', { name: /^Record / })
    .click();
  await expect(lead.page.getByRole('form', { name: 'Safeguarding record' })).toBeVisible();
  expect(await axeViolations(lead.page)).toEqual([]);
  await lead.close();
});
