import { expect, test } from '../fixtures.ts';
import { logIn } from '../people.ts';

const demoMentee = { email: 'demo.mentee@example.com', password: 'try-mentorbridge' };

test('the installed shell opens without a network and says so, then loads by itself when it is back', async ({
  openPage,
  engine,
}) => {
  test.skip(engine === 'webkit', "WebKitGTK's WebDriver has no way to take the network away");
  const page = await openPage();
  await logIn(page, demoMentee);
  await page.goto('/chat');
  await expect.poll(() => page.isVisible({ css: 'nav[aria-label="Your chats"]' })).toBe(true);
  // The worker registers a few seconds after the load, then takes this page over.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.goto('/chat');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  await page.driver.setOffline(true);
  await page.goto('/');
  await expect
    .poll(() => page.texts('[role="status"]'))
    .toContain("You're offline. Messages you send will go when you're back.");
  await page.goto('/chat');
  await expect.poll(() => page.texts('main h1')).toEqual(['Waiting for the network']);

  await page.driver.setOffline(false);
  await expect.poll(() => page.isVisible({ css: 'nav[aria-label="Your chats"]' })).toBe(true);
  expect(await page.texts('[role="status"]')).not.toContain(
    "You're offline. Messages you send will go when you're back.",
  );
});
