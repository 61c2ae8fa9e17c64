import { expect, test, type Page } from '@playwright/test';
import { connectedPair } from '../support/people.ts';

/**
 * Markup and script URLs typed into names, notes and messages are shown as the text they are,
 * never run or turned into elements (decision 018). The CSP would block inline handlers anyway, so
 * the journey looks for the elements themselves, not for a script having run.
 */
const nameAttack = '<img src=x onerror=alert(1)>';
const noteAttack = '<script>alert("note")</script><a href="javascript:alert(2)">me</a>';
const messageAttack = '<img src=x onerror=alert(3)> javascript:alert(4) <b>bold</b>';

async function expectInert(page: Page) {
  await expect(page.locator('img[src="x"], script:not([src]), b')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
}

test('markup in names, notes and messages renders as plain text everywhere it shows', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'xss');
  const dialogs: string[] = [];
  for (const page of [mentor.page, mentee.page])
    page.on('dialog', (d) => dialogs.push(d.message()));

  await mentor.page.request.put('/api/profile/full-name', { data: { fullName: nameAttack } });
  await mentee.page.request.post('/api/notes', { data: { content: noteAttack } });
  const sent = await mentee.page.request.post(`/api/chats/${chatId}/messages`, {
    data: { clientId: 'xss-message-1', text: messageAttack },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The mentor's name on the mentee's card, in the chat list and title, and in the directory.
  await mentee.page.goto('/connections/mentee');
  await expect(mentee.page.getByText(nameAttack).first()).toBeVisible();
  await expectInert(mentee.page);
  await mentee.page.goto(`/chat/${chatId}`);
  await expect(mentee.page.locator('.chat-window').getByText(messageAttack)).toBeVisible();
  await expect(mentee.page.getByRole('heading', { name: nameAttack, level: 2 })).toBeVisible();
  await expectInert(mentee.page);
  await mentee.page.goto('/mentors');
  await expect(mentee.page.getByText(nameAttack).first()).toBeVisible();
  await expectInert(mentee.page);

  // The note, in the mentee's own notes.
  await mentee.page.goto('/notes');
  await expect(mentee.page.getByText(noteAttack)).toBeVisible();
  await expectInert(mentee.page);

  // The mentor's own views: their greeting, the message they received.
  await mentor.page.goto('/mentor');
  await expect(mentor.page.getByText(`Welcome, ${nameAttack}!`)).toBeVisible();
  await mentor.page.goto(`/chat/${chatId}`);
  // In the conversation (the list beside it previews the same words).
  await expect(mentor.page.locator('.chat-window').getByText(messageAttack)).toBeVisible();
  await expectInert(mentor.page);

  expect(dialogs).toEqual([]);
  await mentor.close();
  await mentee.close();
});
