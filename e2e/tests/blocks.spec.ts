import { expect, test } from '@playwright/test';
import { connectedPair } from '../support/people.ts';

test('a mentee blocks a mentor: they vanish from each other live, until unblocked in Settings', async ({
  browser,
}) => {
  const { mentor, mentee } = await connectedPair(browser, 'block');
  await mentor.page.goto('/connections/mentor');
  const mentorsCard = mentor.page.locator('.connection-card', { hasText: mentee.user.fullName });
  await expect(mentorsCard).toBeVisible();

  await mentee.page.goto('/connections/mentee');
  await mentee.page.getByRole('button', { name: `Block ${mentor.user.fullName}` }).click();
  const confirm = mentee.page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Block ${mentor.user.fullName}?`);
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(mentee.page.getByText(`${mentor.user.fullName} is blocked.`)).toBeVisible();
  await expect(
    mentee.page.locator('.connection-card', { hasText: mentor.user.fullName }),
  ).toHaveCount(0);
  // Gone for the mentor too, at once.
  await expect(mentorsCard).toHaveCount(0);

  await mentee.page.goto('/mentors');
  await expect(mentee.page.locator('.mentor-card').first()).toBeVisible();
  await expect(mentee.page.getByRole('heading', { name: mentor.user.fullName })).toHaveCount(0);

  await mentee.page.goto('/settings/blocked');
  await mentee.page.getByRole('button', { name: `Unblock ${mentor.user.fullName}` }).click();
  await expect(mentee.page.getByText(`${mentor.user.fullName} is unblocked.`)).toBeVisible();
  await expect(mentee.page.getByText('You have not blocked anyone.')).toBeVisible();
  await expect(mentorsCard).toBeVisible();
  await Promise.all([mentor.close(), mentee.close()]);
});
