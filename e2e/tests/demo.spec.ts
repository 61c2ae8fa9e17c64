import { expect, test } from '@playwright/test';
import { logInThroughForm } from '../support/accounts.ts';

// The accounts and password the README gives a newcomer.
const demoMentee = { email: 'demo.mentee@example.com', password: 'try-mentorbridge' };
const demoMentor = { email: 'demo.mentor@example.com', password: 'try-mentorbridge' };

test('the demo mentee finds a conversation with her mentor, picture and all, in Chat', async ({
  page,
}) => {
  await logInThroughForm(page, demoMentee);
  await page.getByRole('link', { name: 'Chat', exact: true }).click();

  // Her one chat is open: the list names it, and the chat's heading names her mentor.
  await expect(
    page
      .getByRole('navigation', { name: 'Your chats' })
      .getByRole('link', { name: 'Mentor: Daniel Demo ↔ Mentee: Maya Demo' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Daniel Demo', level: 2 })).toBeVisible();
  await expect(
    page
      .locator('.chat-window')
      .getByText(
        "Hi Daniel! Thanks for accepting my request. I'd love to learn how websites are made.",
      ),
  ).toBeVisible();
  await expect(
    page
      .locator('.chat-window')
      .getByText('Sure. Write your questions in your notes and bring them along.'),
  ).toBeVisible();

  const picture = page.getByRole('img', { name: 'Image sent by Maya Demo' });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Notes', exact: true }).click();
  await expect(page.getByText('Questions for Daniel:', { exact: false })).toBeVisible();
});

test('the demo mentor has a request waiting for an answer', async ({ page }) => {
  await logInThroughForm(page, demoMentor);
  await expect(page.getByText('Maya Demo')).toBeVisible();
  await page.getByRole('tab', { name: /Pending/ }).click();
  await expect(page.getByText('Leo Demo')).toBeVisible();
});
