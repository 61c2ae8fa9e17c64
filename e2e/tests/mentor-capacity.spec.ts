import { expect, test } from '@playwright/test';
import { personIn } from '../support/people.ts';

test('a mentor pauses new requests in Settings; a mentee sees the button off with the reason, and the server refuses too', async ({
  browser,
}) => {
  const mentorName = `Paula Paused ${Date.now().toString(36)}`;
  const mentor = await personIn(browser, 'paused-mentor', mentorName, {
    age: 58,
    role: 'mentor',
    skills: ['Geology'],
  });
  const mentee = await personIn(browser, 'paused-mentee', `Pim Pupil ${Date.now().toString(36)}`);

  await mentor.page.goto('/settings/mentoring');
  await expect(mentor.page.getByText('You have 0 mentees now.')).toBeVisible();
  await expect(mentor.page.getByLabel('Mentees I take at once')).toHaveValue('3');
  await mentor.page.getByLabel('Not taking requests right now').check();
  await mentor.page.getByRole('button', { name: 'Save' }).click();
  await expect(mentor.page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
    /Your mentoring choices are saved\./,
  );

  await mentee.page.goto('/mentors');
  await mentee.page.getByLabel('Search by skill').fill('geolog');
  const card = mentee.page.locator('.mentor-card').filter({ hasText: mentorName });
  const button = card.getByRole('button', { name: 'Request Mentor*' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(
    new RegExp(`${mentorName}.*Not taking requests right now`),
  );
  await expect(card.getByText('Not taking requests right now')).toBeVisible();
  const refused = await mentee.page.request.post('/api/connections', {
    data: { mentorId: mentor.user.id },
  });
  expect(refused.status()).toBe(409);

  // Taking requests again turns the button back on (after a fresh look at the directory).
  await mentor.page.getByLabel('Not taking requests right now').uncheck();
  await mentor.page.getByRole('button', { name: 'Save' }).click();
  await expect(mentor.page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
    /Your mentoring choices are saved\./,
  );
  await mentee.page.reload();
  await mentee.page.getByLabel('Search by skill').fill('geolog');
  await expect(card.getByRole('button', { name: 'Request Mentor*' })).toBeEnabled();

  // Two requests wait, then the mentor takes one mentee and accepts one: the second accept is
  // refused, and the mentor is told why and how to take more.
  const second = await personIn(browser, 'paused-second', `Quin Second ${Date.now().toString(36)}`);
  for (const asker of [mentee, second]) {
    const asked = await asker.page.request.post('/api/connections', {
      data: { mentorId: mentor.user.id },
    });
    expect(asked.status()).toBe(201);
  }
  await mentor.page.request.put('/api/settings/mentoring', {
    data: { capacity: 1, paused: false },
  });
  await mentor.page.request.post(`/api/connections/${mentor.user.id}__${mentee.user.id}/accept`);
  await mentor.page.goto('/connections/mentor?tab=pending');
  await mentor.page
    .locator('.connection-card')
    .filter({ hasText: second.user.fullName })
    .getByRole('button', { name: 'Accept', exact: true })
    .click();
  await expect(
    mentor.page.getByRole('alert').filter({ hasText: 'as many as you chose' }),
  ).toHaveText(/You already have 1 mentee, as many as you chose to take\./);

  await mentor.close();
  await mentee.close();
  await second.close();
});

test('Settings, Emails: a mentee turns off mails about unread messages, and the choice stays', async ({
  browser,
}) => {
  const mentee = await personIn(browser, 'emails-mentee', 'Eli Emails');
  await mentee.page.goto('/settings/notifications');
  const unread = mentee.page.getByRole('checkbox', { name: 'Messages I have not read' });
  await expect(unread).toBeChecked();
  // Mentees are not asked about requests, which only mentors receive.
  await expect(mentee.page.getByRole('checkbox', { name: 'Requests', exact: true })).toHaveCount(0);
  await unread.uncheck();
  await mentee.page.getByRole('button', { name: 'Save' }).click();
  await expect(mentee.page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
    /Your email choices are saved\./,
  );
  await mentee.page.reload();
  await expect(unread).not.toBeChecked();
  await expect(mentee.page.getByRole('checkbox', { name: 'Answers to my requests' })).toBeChecked();
  await mentee.close();
});
