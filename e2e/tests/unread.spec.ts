import { expect, test } from '@playwright/test';
import { connectedPair, personIn } from '../support/people.ts';

test('an unread badge appears live on the chat and the top bar, counts in the tab title, and clears when the chat is opened', async ({
  browser,
}) => {
  const { mentor, mentee, chatId } = await connectedPair(browser, 'unread');
  // A second mentor, also connected to the mentee.
  const other = await personIn(browser, 'unread-other', `Olga Other ${Date.now().toString(36)}`, {
    age: 61,
    role: 'mentor',
    skills: ['Chemistry'],
  });
  const otherChatId = `${other.user.id}__${mentee.user.id}`;
  expect(
    (
      await mentee.page.request.post('/api/connections', { data: { mentorId: other.user.id } })
    ).status(),
  ).toBe(201);
  expect((await other.page.request.post(`/api/connections/${otherChatId}/accept`)).status()).toBe(
    204,
  );

  // The mentee reads the first chat; nothing is unread.
  await mentee.page.goto(`/chat/${chatId}`);
  const topBarChat = mentee.page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: /^Chat/,
  });
  await expect(topBarChat).toHaveText('Chat');
  const otherChatLink = mentee.page
    .getByRole('navigation', { name: 'Your chats' })
    .getByRole('link', { name: new RegExp(`Mentor: ${other.user.fullName}`) });
  await expect(otherChatLink).toBeVisible();

  // The other mentor writes twice: the badge and the title count them, live.
  for (const [index, text] of ['Hello!', 'Are you free on Friday?'].entries()) {
    const sent = await other.page.request.post(`/api/chats/${otherChatId}/messages`, {
      data: { clientId: `unread-journey-${index}-${Date.now()}`, text },
    });
    expect(sent.status()).toBe(201);
  }
  await expect(otherChatLink).toHaveAccessibleName(/2 unread$/);
  await expect(topBarChat).toHaveAccessibleName('Chat 2 unread');
  await expect(mentee.page).toHaveTitle(/^\(2\) /);

  // Opening that chat marks it seen: every count clears.
  await otherChatLink.click();
  await expect(
    mentee.page.locator('.chat-window').getByText('Are you free on Friday?'),
  ).toBeVisible();
  await expect(topBarChat).toHaveAccessibleName('Chat');
  await expect(otherChatLink).toHaveAccessibleName(
    `Mentor: ${other.user.fullName} ↔ Mentee: ${mentee.user.fullName} ${other.user.fullName.split(' ')[0]}: Are you free on Friday?`,
  );
  await expect(mentee.page).not.toHaveTitle(/^\(/);

  await mentor.close();
  await mentee.close();
  await other.close();
});
