import { expect, test } from '../fixtures.ts';
import { axeViolations } from '../axe-in-page.ts';
import { logIn, personOverHttp } from '../people.ts';

test('the dark theme is chosen from the menu, kept on the next visit, and every view reads well in it', async ({
  openPage,
}) => {
  const person = await personOverHttp('engine-theme', 'Theo Dark', { age: 15 });
  const saved = await person.api.post('/api/notes', {
    data: { content: 'Ask about the school play' },
  });
  expect(saved.status()).toBe(201);
  const page = await openPage();
  await logIn(page, person.credentials);

  await page.click({ role: 'button', name: 'Menu' });
  await page.click({ role: 'button', name: 'Dark theme' });
  await expect.poll(() => page.attribute({ css: 'html' }, 'data-theme')).toBe('dark');
  expect(await page.attribute({ role: 'button', name: 'Dark theme' }, 'aria-pressed')).toBe('true');

  for (const path of [
    '/notes',
    '/mentors',
    '/connections/mentee',
    '/chat',
    '/settings/password',
    '/',
  ]) {
    await page.goto(path);
    await expect.poll(() => page.texts('main h1')).toHaveLength(1);
    await expect
      .poll(() => page.texts('[role="status"]'))
      .not.toContainEqual(expect.stringMatching(/^Loading/));
    expect(await page.attribute({ css: 'html' }, 'data-theme'), path).toBe('dark');
    expect(await axeViolations(page)).toEqual([]);
  }
});
