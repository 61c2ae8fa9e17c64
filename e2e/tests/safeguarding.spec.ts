import { expect, test, type Page } from '@playwright/test';
import { plainPng } from '@mentorbridge/testing/images';
import { leadIn } from '../support/leads.ts';
import { connectedPair } from '../support/people.ts';

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const chatWindow = (page: Page) => page.locator('.chat-window');

async function send(page: Page, text: string) {
  await messageBox(page).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

test('contact details a mentor sends a 14-year-old are held; the lead releases one and removes the other', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'held', { menteeAge: 14 });
  await mentor.page.goto(`/chat/${chatId}`);
  await mentee.page.goto(`/chat/${chatId}`);
  await expect(mentee.page.getByText('No messages yet.')).toBeVisible();
  await expect(
    mentee.page.getByText('chats with young people may be reviewed by our safeguarding team'),
  ).toBeVisible();

  await send(mentor.page, 'text me on 07700 900123');
  await send(mentor.page, 'insta: @coach_j');
  const mentorsHeld = chatWindow(mentor.page).locator('.message.held');
  await expect(mentorsHeld).toHaveCount(2);
  await expect(mentorsHeld.locator('.message-mark')).toHaveText([
    'Held for review',
    'Held for review',
  ]);
  // The mentee gets nothing at all.
  await mentee.page.waitForTimeout(500);
  await expect(mentee.page.getByText('No messages yet.')).toBeVisible();

  // A lead, made with the command, decides in the console.
  const lead = await leadIn(browser, 'held-lead');
  await lead.page.goto('/safeguarding?tab=held');
  const phoneCard = lead.page.locator('.review-card', { hasText: 'text me on 07700 900123' });
  const handleCard = lead.page.locator('.review-card', { hasText: 'insta: @coach_j' });
  await expect(phoneCard).toContainText(`From ${mentor.user.fullName} (mentor, 26+)`);
  await expect(phoneCard).toContainText(`to ${mentee.user.fullName} (mentee, 13–15)`);
  await expect(phoneCard).toContainText('Held for: phone');
  await phoneCard.getByLabel('Reason (for the audit log)').fill('School office number');
  await phoneCard.getByRole('button', { name: 'Release' }).click();
  await expect(lead.page.getByText('Message released.')).toBeVisible();
  await handleCard.getByLabel('Reason (for the audit log)').fill('Private social media');
  await handleCard.getByRole('button', { name: 'Remove' }).click();
  // Other journeys may hold messages of their own: these two cards are what must go.
  await expect(phoneCard).toHaveCount(0);
  await expect(handleCard).toHaveCount(0);

  // The mentee sees only the released one, live; the mentor sees what happened to each.
  await expect(chatWindow(mentee.page).locator('.message-text')).toHaveText([
    'text me on 07700 900123',
  ]);
  await expect(chatWindow(mentee.page)).not.toContainText('coach_j');
  await expect(chatWindow(mentor.page).locator('.message.held')).toHaveText(
    /insta: @coach_j\s*Not delivered: removed by the safeguarding team\./,
  );
  await mentee.page.reload();
  await expect(chatWindow(mentee.page).locator('.message-text')).toHaveText([
    'text me on 07700 900123',
  ]);

  // The audit log shows each step.
  await lead.page.getByRole('tab', { name: 'Audit log' }).click();
  const rows = lead.page.locator('.audit-log tbody tr');
  const ours = rows.filter({ hasText: lead.credentials.email });
  await expect(ours.filter({ hasText: 'School office number' })).toContainText(
    'released a held message',
  );
  await expect(ours.filter({ hasText: 'Private social media' })).toContainText(
    'removed a held message',
  );
  await expect(ours.filter({ hasText: 'viewed held messages' }).first()).toBeVisible();

  await Promise.all([mentor.close(), mentee.close(), lead.close()]);
});

test("a lead opens a held message's picture before deciding, and the look is in the audit log", async ({
  browser,
}) => {
  const { mentor, chatId } = await connectedPair(browser, 'held-picture', { menteeAge: 13 });
  await mentor.page.goto(`/chat/${chatId}`);
  await mentor.page.getByLabel('Add a picture', { exact: true }).setInputFiles({
    name: 'card.png',
    mimeType: 'image/png',
    buffer: await plainPng(320, 200),
  });
  await send(mentor.page, 'my card, ring 07700 900222');
  await expect(chatWindow(mentor.page).locator('.message.held')).toContainText('Held for review');

  const lead = await leadIn(browser, 'held-picture-lead');
  await lead.page.goto('/safeguarding?tab=held');
  const card = lead.page.locator('.review-card', { hasText: 'my card, ring 07700 900222' });
  await expect(card.getByRole('img')).toHaveCount(0);
  await card.getByRole('button', { name: 'Show the picture' }).click();
  const picture = card.getByRole('img', { name: 'The picture sent with this held message' });
  await expect
    .poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBe(320);

  await lead.page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(
    lead.page
      .locator('.audit-log tbody tr')
      .filter({ hasText: lead.credentials.email })
      .filter({ hasText: 'viewed a held image' }),
  ).toHaveCount(1);

  await Promise.all([mentor.close(), lead.close()]);
});

test("a lead sees that a held message's chat is paused before releasing it, and the message stays held", async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'held-paused', { menteeAge: 14 });
  await mentee.page.goto(`/chat/${chatId}`);
  await send(mentee.page, 'my number is 07700 900333');
  await expect(chatWindow(mentee.page).locator('.message.held')).toHaveCount(1);
  // The mentee reports the mentor: the chat pauses while a lead looks at it.
  const reported = await mentee.page.request.post('/api/reports', {
    data: { reportedUserId: mentor.user.id, chatId, reason: 'Made me feel uncomfortable' },
  });
  expect(reported.status()).toBe(201);

  const lead = await leadIn(browser, 'held-paused-lead');
  await lead.page.goto('/safeguarding?tab=held');
  const card = lead.page.locator('.review-card', { hasText: 'my number is 07700 900333' });
  const paused = 'This chat is paused: a report between its two members is open.';
  await expect(card).toContainText(paused);
  await card.getByLabel('Reason (for the audit log)').fill('Her school phone');
  await card.getByRole('button', { name: 'Release' }).click();
  await expect(lead.page.getByText(`${paused} The message stays held.`)).toBeVisible();
  await lead.page.reload();
  await expect(card).toBeVisible();
  // Nothing reached the mentor.
  await mentor.page.goto(`/chat/${chatId}`);
  await expect(chatWindow(mentor.page)).not.toContainText('07700 900333');
  await Promise.all([mentor.close(), mentee.close(), lead.close()]);
});

test('a mentee who writes words of self-harm is shown where to find help at once', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'help', { menteeAge: 13 });
  await mentee.page.goto(`/chat/${chatId}`);
  await send(mentee.page, 'sometimes I want to die');
  const help = mentee.page.getByRole('complementary', {
    name: 'You matter, and you do not have to handle this alone',
  });
  await expect(help).toBeVisible();
  await expect(help).toContainText('0800 1111');
  await expect(help.getByRole('heading')).toBeFocused();
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toBeHidden();
  await Promise.all([mentor.close(), mentee.close()]);
});

test('the console is for leads alone', async ({ browser }) => {
  const { mentor, mentee } = await connectedPair(browser, 'not-lead');
  await mentor.page.goto('/safeguarding');
  await expect(
    mentor.page.getByRole('alert').filter({ hasText: 'Only safeguarding leads' }),
  ).toBeVisible();
  const answer = await mentor.page.request.get('/api/safeguarding/held');
  expect(answer.status()).toBe(403);
  await Promise.all([mentor.close(), mentee.close()]);
});

test('a mentee reports a message: the chat pauses for both at once, a lead suspends the mentor, and the log shows it all', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'report', { menteeAge: 14 });
  await mentor.page.goto(`/chat/${chatId}`);
  await send(mentor.page, 'How was school? Send me a photo of you');
  await mentee.page.goto(`/chat/${chatId}`);
  await expect(chatWindow(mentee.page)).toContainText('How was school?');

  await mentee.page
    .getByRole('button', { name: `Report this message from ${mentor.user.fullName}` })
    .click();
  const dialog = mentee.page.getByRole('dialog', { name: `Report ${mentor.user.fullName}` });
  await dialog.getByLabel('Asked for personal details').check();
  await dialog.getByLabel('Anything else we should know? (optional)').fill('He wants photos');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(mentee.page.getByText('Thank you for telling us.')).toBeVisible();

  // Paused for both at once: nobody can write, and nothing says who reported.
  for (const page of [mentee.page, mentor.page]) {
    await expect(page.getByText('This chat is paused while our safeguarding team')).toBeVisible();
    await expect(messageBox(page)).toBeDisabled();
  }
  await expect(mentor.page.getByText(mentee.user.fullName + ' reported')).toHaveCount(0);

  // A lead sees the report and suspends the mentor.
  const lead = await leadIn(browser, 'report-lead');
  await lead.page.goto('/safeguarding');
  const card = lead.page.locator('.review-card', { hasText: 'He wants photos' });
  await expect(card).toContainText(`${mentee.user.fullName} (mentee, 13–15) reported`);
  await expect(card).toContainText('How was school? Send me a photo of you');
  await card.getByLabel('Reason or outcome (for the audit log)').fill('Asked a child for photos');
  await card.getByRole('button', { name: `Suspend ${mentor.user.fullName}` }).click();
  await expect(lead.page.getByText(`${mentor.user.fullName} is suspended.`)).toBeVisible();

  // The mentor's session ends at once, and they cannot come back.
  await expect(mentor.page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  await expect(
    mentor.page.getByText('No account found. Please create an account to view items on this page.'),
  ).toBeVisible();
  const again = await mentor.page.request.post('/api/auth/log-in', {
    data: { email: mentor.credentials.email, password: mentor.credentials.password },
  });
  expect(again.status()).toBe(403);

  // Gone from the directory.
  await mentee.page.goto('/mentors');
  await expect(mentee.page.locator('.mentor-card').first()).toBeVisible();
  await expect(mentee.page.getByRole('heading', { name: mentor.user.fullName })).toHaveCount(0);

  // The audit log shows each step.
  await lead.page.getByRole('tab', { name: 'Audit log' }).click();
  const rows = lead.page.locator('.audit-log tbody tr');
  const ours = rows.filter({ hasText: lead.credentials.email });
  await expect(ours.filter({ hasText: 'viewed reports' }).first()).toBeVisible();
  await expect(ours.filter({ hasText: 'Asked a child for photos' })).toContainText(
    'suspended an account',
  );
  await Promise.all([mentor.close(), mentee.close(), lead.close()]);
});
