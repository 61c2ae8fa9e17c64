import { expect, test } from '../fixtures.ts';
import { demoMentee, menteePhoneViews, visitorPhoneViews } from '../../support/phone-views.ts';
import { logIn } from '../people.ts';

const menu = { role: 'button', name: 'Menu' } as const;
const allMentors = { role: 'link', name: 'All Mentors' } as const;

test('on a phone the top bar is one row, its items behind a Menu button that Escape closes', async ({
  openPage,
}) => {
  const page = await openPage();
  await logIn(page, demoMentee);
  expect(await page.attribute(menu, 'aria-expanded')).toBe('false');
  expect(await page.isVisible(allMentors)).toBe(false);
  expect((await page.box({ css: 'header.top-bar' })).height).toBeLessThan(80);
  const target = await page.box(menu);
  expect(target.height).toBeGreaterThanOrEqual(44);
  expect(target.width).toBeGreaterThanOrEqual(44);

  await page.click(menu);
  await expect.poll(() => page.attribute(menu, 'aria-expanded')).toBe('true');
  await page.click(allMentors);
  await expect.poll(() => page.texts('h1')).toEqual(['All Mentors']);
  await expect.poll(() => page.attribute(menu, 'aria-expanded')).toBe('false');
  await page.click(menu);
  expect(await page.attribute(allMentors, 'aria-current')).toBe('page');
  await page.press('Escape');
  await expect.poll(() => page.attribute(menu, 'aria-expanded')).toBe('false');
  expect(await page.hasFocus(menu)).toBe(true);
});

test('no view scrolls sideways at 360 px, and All Mentors shows compact cards', async ({
  openPage,
}) => {
  const page = await openPage({ width: 360, height: 780 });
  const settled = async () => {
    await expect.poll(() => page.texts('h1')).toHaveLength(1);
    await expect
      .poll(() => page.texts('[role="status"]'))
      .not.toContainEqual(expect.stringMatching(/^Loading/));
  };
  for (const path of visitorPhoneViews) {
    await page.goto(path);
    await settled();
    expect(await page.sidewaysScroll(), path).toBe(0);
  }
  await logIn(page, demoMentee);
  for (const path of menteePhoneViews) {
    await page.goto(path);
    await settled();
    expect(await page.sidewaysScroll(), path).toBe(0);
  }

  // An open chat with its pictures, then a mentor's page.
  await page.goto('/chat');
  await page.click({ css: 'nav[aria-label="Your chats"] a' });
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('img[alt^="Image sent by"]')].some(
          (image) => image.naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  expect(await page.sidewaysScroll(), await page.path()).toBe(0);

  await page.goto('/mentors');
  // The grid of all mentors, below the suggestions.
  const card = '.mentors-page > .mentor-grid .mentor-card';
  const picture = await page.box({ css: `${card} .user-picture` });
  const name = await page.box({ css: `${card} .mentor-name` });
  expect(picture.x + picture.width).toBeLessThanOrEqual(name.x);
  expect((await page.box({ css: card })).height).toBeLessThan(450);
  await page.click({ role: 'link', name: 'View profile', exact: false });
  await expect.poll(() => page.texts('main h1')).not.toEqual(['All Mentors']);
  await settled();
  expect(await page.sidewaysScroll(), await page.path()).toBe(0);
});
