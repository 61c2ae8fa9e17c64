import { expect, test } from '../fixtures.ts';
import { axeViolations } from '../axe-in-page.ts';
import { connectedPairOverHttp, logIn } from '../people.ts';

test('the dark theme is chosen from the menu, kept on the next visit, and every view reads well in it', async ({
  openPage,
}) => {
  const { mentor, mentee, chatId } = await connectedPairOverHttp('engine-theme');
  const note = await mentee.api.post('/api/notes', {
    data: { content: 'Ask about the school play' },
  });
  expect(note.status()).toBe(201);
  for (const [index, [person, text]] of (
    [
      [mentor, 'Hello! What would you like to talk about?'],
      [mentee, 'The school play, please.'],
    ] as const
  ).entries()) {
    const sent = await person.api.post(`/api/chats/${chatId}/messages`, {
      data: { clientId: `engine-theme-${index}-${Date.now()}`, text },
    });
    expect(sent.status()).toBe(201);
  }
  const page = await openPage();
  await logIn(page, mentee.credentials);

  // The Menu button also names the unread message.
  await page.click({ role: 'button', name: 'Menu', exact: false });
  await page.click({ role: 'button', name: 'Dark theme' });
  await expect.poll(() => page.attribute({ css: 'html' }, 'data-theme')).toBe('dark');
  expect(await page.attribute({ role: 'button', name: 'Dark theme' }, 'aria-pressed')).toBe('true');

  // Each view a fresh visit: the theme is remembered, and axe finds nothing as this engine draws
  // it (the open chat with both sides' bubbles among them).
  for (const path of [
    '/notes',
    '/mentors',
    '/connections/mentee',
    '/chat',
    `/chat/${chatId}`,
    '/settings/password',
    '/',
  ]) {
    await page.goto(path);
    await expect.poll(() => page.texts('main h1, main h2')).not.toHaveLength(0);
    await expect
      .poll(() => page.texts('[role="status"]'))
      .not.toContainEqual(expect.stringMatching(/^Loading/));
    if (path === `/chat/${chatId}`) {
      await expect.poll(() => page.texts('.chat-window .message-text')).toHaveLength(2);
    }
    expect(await page.attribute({ css: 'html' }, 'data-theme'), path).toBe('dark');
    expect(await axeViolations(page)).toEqual([]);
  }
});
