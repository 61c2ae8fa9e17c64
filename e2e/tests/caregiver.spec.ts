import { expect, test } from '@playwright/test';
import { uiText } from '@mentorbridge/domain/i18n/english-text';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import { createVerifiedAccount, currentUser, logInThroughForm } from '../support/accounts.ts';
import { waitForMailAbout } from '../support/mail.ts';
import { personIn } from '../support/people.ts';
import { uniqueEmail } from '../support/sign-up.ts';
import { axeViolations } from '../support/axe.ts';

const phone = { width: 390, height: 844 };

test("a parent approves their 12-year-old's mentor from the mail, sees who they talk to but never what they say, and pauses it", async ({
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const mentor = await personIn(browser, 'carer-mentor', `Cara Mentor ${suffix}`, {
    age: 38,
    role: 'mentor',
    skills: ['Public Speaking'],
  });

  // A 12-year-old signs up, and the parent agrees from the consent mail.
  const parentEmail = uniqueEmail('parent');
  const childContext = await browser.newContext({ viewport: phone });
  const child = await childContext.newPage();
  const credentials = await createVerifiedAccount(child.request, 'carer-kid', {
    age: 12,
    guardianEmail: parentEmail,
  });
  const consent = await waitForMailAbout(parentEmail, 'Your child wants to join');
  const consentToken = new URL(firstLink(consent)).searchParams.get('token') ?? '';
  expect(
    (await child.request.post('/api/guardian/consent', { data: { token: consentToken } })).ok(),
  ).toBe(true);
  await waitForMailAbout(parentEmail, 'Your page about');
  await logInThroughForm(child, credentials);
  await child.request.put('/api/profile/full-name', { data: { fullName: `Kit Child ${suffix}` } });
  const childId = (await currentUser(child)).id;
  const chatId = `${mentor.user.id}__${childId}`;

  // The child asks, the mentor says yes: the chat waits for the parent.
  expect(
    (await child.request.post('/api/connections', { data: { mentorId: mentor.user.id } })).status(),
  ).toBe(201);
  expect((await mentor.page.request.post(`/api/connections/${chatId}/accept`)).status()).toBe(204);
  const ask = await waitForMailAbout(parentEmail, `Kit Child ${suffix} would like to be mentored`);

  // On the parent's phone, from the mail: the mentor, their check, Approve.
  const parentContext = await browser.newContext({ viewport: phone });
  const parent = await parentContext.newPage();
  await parent.goto(firstLink(ask));
  await expect(parent.getByRole('heading', { name: mentor.user.fullName })).toBeVisible();
  await expect(
    parent.getByText(/Safeguarding check valid until (\w+ \d+, \d{4}|\d+ \w+ \d{4})/),
  ).toBeVisible();
  await expect(
    parent.getByText(
      new RegExp(`would like to be mentored by ${mentor.user.fullName}\\. Checked until`),
    ),
  ).toBeVisible();
  expect(await axeViolations(parent)).toEqual([]);
  await parent.getByRole('button', { name: uiText.caregiverApprove }).click();
  await expect(parent.getByRole('button', { name: uiText.pauseMentoring })).toBeVisible();

  // They talk; the parent's page counts it, and never shows the words.
  const secret = 'Our secret revision plan for Thursday';
  const sent = await child.request.post(`/api/chats/${chatId}/messages`, {
    data: { clientId: `carer-${suffix}`, text: secret },
  });
  expect(sent.status()).toBe(201);
  await parent.reload();
  await expect(parent.getByText(uiText.lastWrote)).toBeVisible();
  await expect(parent.getByText(uiText.messagesInWeeks({ count: 1, perWeek: 0.3 }))).toBeVisible();
  await expect(parent.locator('body')).not.toContainText('secret revision plan');
  expect(await axeViolations(parent)).toEqual([]);

  // The child has the chat open; the parent pauses, and it freezes at once.
  await child.goto(`/chat/${chatId}`);
  await expect(child.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
  await parent.getByRole('button', { name: uiText.pauseMentoring }).click();
  await parent
    .getByRole('alertdialog')
    .getByRole('button', { name: uiText.pauseMentoring })
    .click();
  await expect(parent.getByText(uiText.pausedNotice)).toBeVisible();
  await expect(child.getByText(uiText.chatPausedByCaregiver)).toBeVisible();
  await expect(child.getByRole('button', { name: 'Send' })).toBeDisabled();
  const refused = await child.request.post(`/api/chats/${chatId}/messages`, {
    data: { clientId: `carer-after-${suffix}`, text: 'Still there?' },
  });
  expect(refused.status()).toBe(409);

  await parentContext.close();
  await childContext.close();
  await mentor.close();
});
