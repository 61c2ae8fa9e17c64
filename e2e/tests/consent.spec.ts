import { expect, test } from '@playwright/test';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import { createVerifiedAccount, logInThroughForm } from '../support/accounts.ts';
import { createCheckedMentor } from '../support/vetting.ts';
import { waitForMail } from '../support/mail.ts';
import { uniqueEmail } from '../support/sign-up.ts';

test("an 11-year-old needs a guardian's yes before asking a mentor; withdrawing deletes the account", async ({
  browser,
  page,
}) => {
  // The form asks an 11-year-old for a parent's or guardian's email.
  await page.goto('/join');
  await page.getByLabel('Age', { exact: true }).fill('11');
  await expect(page.getByLabel("Parent's or guardian's email")).toBeVisible();
  await page.getByLabel('Age', { exact: true }).fill('14');
  await expect(page.getByLabel("Parent's or guardian's email")).toHaveCount(0);

  const mentorContext = await browser.newContext();
  const mentorPage = await mentorContext.newPage();
  await createCheckedMentor(mentorPage.request, 'consent-mentor');

  const guardianEmail = uniqueEmail('guardian');
  const child = await createVerifiedAccount(page.request, 'kid', { age: 11, guardianEmail });
  const guardianMail = await waitForMail(guardianEmail);
  expect(guardianMail.text).toContain(child.email);
  expect(guardianMail.text).toContain('What we keep, and why');
  const link = firstLink(guardianMail);

  // Before consent: signed in, but Request Mentor* is off, and the page says why.
  await logInThroughForm(page, child);
  await page.goto('/mentors');
  await expect(page.getByText('Your parent or guardian has not agreed yet.')).toBeVisible();
  const request = page.getByRole('button', { name: 'Request Mentor*' }).first();
  await expect(request).toBeDisabled();

  // The guardian agrees, on their own device.
  const guardianContext = await browser.newContext();
  const guardian = await guardianContext.newPage();
  await guardian.goto(link);
  await expect(guardian.getByText(child.email)).toBeVisible();
  await guardian.getByRole('button', { name: 'I agree' }).click();
  await expect(guardian.getByText('Thank you. Your child can now ask mentors')).toBeVisible();

  // The child's open page learns it at once, without a reload.
  await expect(page.getByText('Your parent or guardian has not agreed yet.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Request Mentor*' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Requested mentor' })).toBeVisible();

  // Later the guardian withdraws with the same link: the account is gone.
  await guardian.goto(link);
  await guardian.getByRole('button', { name: 'Withdraw my consent: delete the account' }).click();
  await guardian
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Delete the account' })
    .click();
  await expect(
    guardian.getByText("Your child's account and everything in it are deleted."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  const again = await page.request.post('/api/auth/log-in', {
    data: { email: child.email, password: child.password },
  });
  expect(again.status()).toBe(401);
  await Promise.all([mentorContext.close(), guardianContext.close()]);
});
