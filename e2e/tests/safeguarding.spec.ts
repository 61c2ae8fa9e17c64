import { expect, test, type Page } from '@playwright/test';
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
  await lead.page.goto('/safeguarding');
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
  await expect(lead.page.getByText('No messages are waiting for review.')).toBeVisible();

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
  await expect(rows.filter({ hasText: 'released a held message' })).toContainText(
    'School office number',
  );
  await expect(rows.filter({ hasText: 'removed a held message' })).toContainText(
    'Private social media',
  );
  await expect(rows.filter({ hasText: 'viewed held messages' }).first()).toContainText(
    lead.credentials.email,
  );

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
