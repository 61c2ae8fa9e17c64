import { expect, test, type Page } from '@playwright/test';
import { uiText } from '@mentorbridge/domain/i18n/english-text';
import { dayText, daysAfter, yearsAfter } from '@mentorbridge/domain/vetting-rules';
import { leadIn } from '../support/leads.ts';
import { connectedPair, personIn } from '../support/people.ts';
import { letCheckRunOut, vetMentorByCommand } from '../support/vetting.ts';

const cardIn = (page: Page, name: string) => page.locator('.mentor-card').filter({ hasText: name });

test('a lead records a mentor’s check in the console, and a 15-year-old then finds and asks them', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const name = `Vera Stargazer ${suffix}`;
  const mentor = await personIn(browser, 'vera', name, {
    age: 44,
    role: 'mentor',
    skills: ['Astronomy'],
    checked: false,
  });
  const child = await personIn(browser, 'kit', `Kit Young ${suffix}`, { age: 15 });

  // Not checked: a 15-year-old does not find her, even by her skill.
  await child.page.goto('/mentors');
  await child.page.getByLabel('Search by skill').fill('astronomy');
  // The demo's astronomer, who is checked, shows the search has answered.
  await expect(cardIn(child.page, 'David Levi')).toBeVisible();
  await expect(cardIn(child.page, name)).toHaveCount(0);

  // Her dashboard says why, and what is missing.
  await mentor.page.goto('/mentor');
  await expect(mentor.page.getByText(uiText.checkNotYet)).toBeVisible();

  // A lead records what they have seen.
  const lead = await leadIn(browser, 'checks-lead');
  await lead.page.goto('/safeguarding?tab=checks');
  const card = lead.page.locator('.check-card').filter({ hasText: name });
  await expect(card).toContainText('Not checked: missing check, references, interview, training');
  await card.getByRole('button', { name: `Record ${name}'s check` }).click();
  const today = dayText(Date.now());
  const issued = daysAfter(today, -21);
  await card.getByLabel('Kind of check').selectOption('Enhanced DBS with barred list');
  await card.getByLabel('Reference number').fill('001987654321');
  await card.getByLabel('Issued on').fill(issued);
  await card.getByLabel('Seen on').fill(daysAfter(today, -14));
  await card.getByLabel('Expires on').fill(yearsAfter(issued, 3));
  await card.getByLabel('References received', { exact: true }).selectOption('2');
  await card.getByLabel('References received on').fill(daysAfter(today, -10));
  await card.getByLabel('Interviewed on').fill(daysAfter(today, -7));
  await card.getByLabel('Trained on').fill(daysAfter(today, -3));
  await card.getByRole('button', { name: 'Save the record' }).click();
  await expect(lead.page.getByText('Recorded, and written to the audit log.')).toBeVisible();
  // She leaves the "Not checked" list, and "Valid" shows her.
  await expect(card).toHaveCount(0);
  await lead.page.getByLabel('Show').selectOption('valid');
  await expect(lead.page.locator('.check-card').filter({ hasText: name })).toContainText(
    'Valid until',
  );

  // Now the child finds her, with the badge, and asks.
  await child.page.reload();
  await child.page.getByLabel('Search by skill').fill('astronomy');
  const found = cardIn(child.page, name);
  await expect(found).toBeVisible();
  await expect(found.getByText(uiText.checkedBadge)).toBeVisible();
  await found.getByRole('button', { name: 'Request Mentor*' }).click();
  // A child is given her name, never her address (decision 050).
  const requested = child.page.getByRole('status').filter({ hasText: 'Requested' });
  await expect(requested).toContainText(`Requested mentor ${name}.`);
  await expect(requested).not.toContainText(mentor.credentials.email);

  // Her page says until when the check counts; never its kind or number.
  await found.getByRole('link', { name: `View profile of ${name}` }).click();
  await expect(
    child.page.getByText(/Safeguarding check seen by MentorBridge, valid until/),
  ).toBeVisible();
  await expect(child.page.getByText('001987654321')).toHaveCount(0);

  for (const person of [mentor, child, lead]) await person.close();
});

test('a chat whose mentor’s check ran out is paused for both, and opens again with its history once renewed', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'expiry');
  const paused = uiText.chatWaitsForCheck({ mentorName: mentor.user.fullName });
  const box = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
  await mentee.page.goto(`/chat/${chatId}`);
  await box(mentee.page).fill('Can we talk about my options on Thursday?');
  await mentee.page.getByRole('button', { name: 'Send' }).click();
  await expect(mentee.page.locator('.chat-window .message-text')).toHaveText([
    'Can we talk about my options on Thursday?',
  ]);

  letCheckRunOut(mentor.credentials.email);
  await mentor.page.goto(`/chat/${chatId}`);
  await mentee.page.reload();
  for (const page of [mentor.page, mentee.page]) {
    await expect(page.getByText(paused)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    // What was written stays readable.
    await expect(page.locator('.chat-window .message-text')).toHaveText([
      'Can we talk about my options on Thursday?',
    ]);
  }

  // The operator records a new check from the server.
  vetMentorByCommand(mentor.credentials.email);
  await mentee.page.reload();
  await expect(mentee.page.getByText(paused)).toHaveCount(0);
  await box(mentee.page).fill('Thanks for waiting!');
  await mentee.page.getByRole('button', { name: 'Send' }).click();
  await expect(mentor.page.locator('.chat-window .message-text')).toHaveText([
    'Can we talk about my options on Thursday?',
    'Thanks for waiting!',
  ]);

  await mentor.close();
  await mentee.close();
});
