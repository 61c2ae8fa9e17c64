import { expect, test } from '@playwright/test';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import { waitForMail } from '../support/mail.ts';
import { personIn } from '../support/people.ts';

test('a mentor whose browser is closed hears of a request by mail, follows it, logs in and accepts; the mentee, away too, hears back', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const mentorName = `Nora Mailed ${suffix}`;
  const menteeName = `Ivo Waiting ${suffix}`;
  const mentor = await personIn(browser, 'mailed-mentor', mentorName, {
    age: 47,
    role: 'mentor',
    skills: ['Astronomy'],
  });
  // The mentor closes their browser: no tab of theirs is open from here.
  await mentor.close();

  const mentee = await personIn(browser, 'mailed-mentee', menteeName);
  await mentee.page.goto('/mentors');
  await mentee.page.getByLabel('Search by skill').fill('astro');
  const card = mentee.page.locator('.mentor-card').filter({ hasText: mentorName });
  await card.getByRole('button', { name: 'Request Mentor*' }).click();
  await expect(card.getByRole('button', { name: 'Request pending' })).toBeDisabled();
  await mentee.close();

  // The mail names the mentee, links to the mentor's pending requests, and can unsubscribe.
  const requestMail = await waitForMail(mentor.credentials.email);
  expect(requestMail.subject).toBe(`${menteeName} would like you as their mentor`);
  expect(requestMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // The mentor opens the link in a fresh browser, logs in when asked, and lands on the request.
  const mentorAgain = await browser.newContext();
  const page = await mentorAgain.newPage();
  await page.goto(firstLink(requestMail));
  await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
  await page.locator('#main').getByRole('link', { name: 'Join / Log in' }).click();
  await page.getByLabel('Email').fill(mentor.credentials.email);
  await page.getByLabel('Password').fill(mentor.credentials.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/connections\/mentor\?tab=pending$/);
  const pending = page.locator('.connection-card').filter({ hasText: menteeName });
  await pending.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request' })).toHaveText(
    /Request accepted\./,
  );
  await mentorAgain.close();

  // The mentee, whose browser is closed, is told by mail, with a link to the chat.
  const answerMail = await waitForMail(mentee.credentials.email);
  expect(answerMail.subject).toBe(`${mentorName} accepted your request`);
  expect(new URL(firstLink(answerMail)).pathname).toBe(
    `/chat/${mentor.user.id}__${mentee.user.id}`,
  );

  // "Stop these emails" works without logging in, and stops only that kind.
  const stopLink = /Stop these emails: (\S+)/.exec(answerMail.text)?.[1] ?? '';
  const stranger = await browser.newContext();
  const stopPage = await stranger.newPage();
  await stopPage.goto(stopLink);
  await expect(
    stopPage.getByText('Stop emails about answers to your requests?', { exact: false }),
  ).toBeVisible();
  await stopPage.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(stopPage.getByRole('status').filter({ hasText: 'Done' })).toHaveText(
    'Done. You will not get these emails any more.',
  );
  await stranger.close();
});
