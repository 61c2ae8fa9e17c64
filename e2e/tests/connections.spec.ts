import { expect, test, type Page } from '@playwright/test';
import type { SignUpBody } from '@mentorbridge/domain/api/auth';
import { personIn } from '../support/people.ts';

const mentorAccount: Partial<SignUpBody> = {
  age: 52,
  role: 'mentor',
  skills: ['Welding', 'Leadership'],
};

/** The card of the person called `name` on a connections page. */
const cardOf = (page: Page, name: string) =>
  page.locator('.connection-card').filter({ hasText: name });

test('a mentee finds a mentor by part of a skill, requests, and both sides see each step live', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const mentor = await personIn(browser, 'live-mentor', `Wanda Welder ${suffix}`, mentorAccount);
  const mentee = await personIn(browser, 'live-mentee', `Milo Learner ${suffix}`);

  // The mentor waits on their Pending tab; nobody reloads from here on.
  await mentor.page.goto('/connections/mentor?tab=pending');
  await expect(mentor.page.getByText('No pending requests.')).toBeVisible();

  // The mentee searches with part of a skill in another case.
  await mentee.page.goto('/mentors');
  await expect(
    mentee.page.getByText(
      '* A request asks the mentor to connect. You can chat once they accept it.',
    ),
  ).toBeVisible();
  await mentee.page.getByLabel('Search by skill').fill('wELD');
  const card = mentee.page.locator('.mentor-card').filter({ hasText: `Wanda Welder ${suffix}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveText(['Leadership', 'Welding']);
  await card.getByRole('button', { name: 'Request Mentor*' }).click();
  // Milo is 16: the notice names the mentor, never her address (decision 050).
  const requested = mentee.page.getByRole('status').filter({ hasText: 'Requested' });
  await expect(requested).toContainText(`Requested mentor Wanda Welder ${suffix}.`);
  await expect(requested).not.toContainText(mentor.credentials.email);
  await expect(card.getByRole('button', { name: 'Request pending' })).toBeDisabled();

  // The mentor's Pending tab shows it live.
  const pending = cardOf(mentor.page, `Milo Learner ${suffix}`);
  await expect(pending).toBeVisible();
  await expect(pending).toContainText(`Request ${mentor.user.id.slice(0, 6)}`);

  // The mentee watches their Connected Mentors while the mentor accepts.
  await mentee.page.goto('/connections/mentee');
  await expect(mentee.page.getByRole('tab', { name: /Connected Mentors/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    mentee.page.getByText('No connected mentors yet. Find one in All Mentors.'),
  ).toBeVisible();
  await pending.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(mentor.page.getByRole('status').filter({ hasText: 'Request' })).toHaveText(
    /Request accepted\./,
  );
  const connected = cardOf(mentee.page, `Wanda Welder ${suffix}`);
  await expect(connected).toBeVisible();
  await expect(connected.getByRole('link')).toHaveAttribute(
    'href',
    `/chat/${mentor.user.id}__${mentee.user.id}`,
  );

  await mentor.close();
  await mentee.close();
});

test('reject, delete and cancel each ask first, in the product’s words, and say how it went', async ({
  browser,
}) => {
  // Four people in their own browsers, each step a dialog and a notice: near a minute alone.
  test.slow();
  const suffix = Date.now().toString(36);
  const mentor = await personIn(browser, 'paths-mentor', `Rita Mentor ${suffix}`, mentorAccount);
  const rejected = await personIn(browser, 'paths-rejected', `Rex Rejected ${suffix}`);
  const deletedByMentor = await personIn(browser, 'paths-deleted', `Dora Deleted ${suffix}`);
  const canceling = await personIn(browser, 'paths-cancel', `Cory Cancel ${suffix}`);
  for (const mentee of [rejected, deletedByMentor, canceling]) {
    const response = await mentee.page.request.post('/api/connections', {
      data: { mentorId: mentor.user.id },
    });
    expect(response.status()).toBe(201);
  }

  const dialog = (page: Page) => page.getByRole('alertdialog');
  const notice = (page: Page) => page.getByRole('status').filter({ hasText: /\./ });

  // The mentor rejects two; the dialog can be dismissed, then confirmed.
  await mentor.page.goto('/connections/mentor?tab=pending');
  for (const mentee of [rejected, deletedByMentor]) {
    const card = cardOf(mentor.page, mentee.user.fullName);
    await card.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(dialog(mentor.page)).toContainText('Reject this mentee request?');
    await dialog(mentor.page).getByRole('button', { name: 'Keep it' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog(mentor.page).getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(notice(mentor.page)).toHaveText(/Request rejected\./);
    await expect(card).toBeHidden();
  }

  // The mentor deletes one rejected request.
  await mentor.page.getByRole('tab', { name: /Rejected/ }).click();
  const toDelete = cardOf(mentor.page, deletedByMentor.user.fullName);
  await toDelete.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog(mentor.page)).toContainText('Delete this chat request?');
  await dialog(mentor.page).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(mentor.page)).toHaveText(/Deleted successfully\./);
  await expect(toDelete).toBeHidden();

  // The rejected mentee deletes theirs.
  await rejected.page.goto('/connections/mentee?tab=rejected');
  const theirs = cardOf(rejected.page, mentor.user.fullName);
  await theirs.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog(rejected.page)).toContainText(
    'Are you sure you want to end/delete this chat? This action cannot be undone.',
  );
  await dialog(rejected.page).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(rejected.page)).toHaveText(/Chat deleted successfully\./);
  await expect(rejected.page.getByText('No rejected requests.')).toBeVisible();
  // And it is gone from the mentor's list too, live.
  await expect(cardOf(mentor.page, rejected.user.fullName)).toBeHidden();

  // The last mentee cancels their pending request.
  await canceling.page.goto('/connections/mentee?tab=pending');
  const pending = cardOf(canceling.page, mentor.user.fullName);
  await pending.getByRole('button', { name: 'Cancel Request', exact: true }).click();
  await expect(dialog(canceling.page)).toContainText('Cancel this pending request?');
  await dialog(canceling.page).getByRole('button', { name: 'Cancel Request', exact: true }).click();
  await expect(notice(canceling.page)).toHaveText(/Pending request canceled\./);
  await expect(canceling.page.getByText('No pending requests.')).toBeVisible();

  for (const person of [mentor, rejected, deletedByMentor, canceling]) await person.close();
});

test('a mentee of 20 reads the mentor’s address in the notice of a request, as the product says', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const mentor = await personIn(browser, 'adult-mentor', `Otto Welder ${suffix}`, mentorAccount);
  const mentee = await personIn(browser, 'adult-mentee', `Ana Grown ${suffix}`, { age: 20 });
  await mentee.page.goto(`/mentors/${mentor.user.id}`);
  await mentee.page.getByRole('button', { name: 'Request Mentor*' }).click();
  await expect(mentee.page.getByRole('status').filter({ hasText: 'Requested' })).toContainText(
    `Requested mentor ${mentor.credentials.email}.`,
  );
  for (const person of [mentor, mentee]) await person.close();
});

test('a mentor sees no request button in the directory', async ({ browser }) => {
  const mentor = await personIn(browser, 'no-button', 'Nora Nobutton', mentorAccount);
  await mentor.page.goto('/mentors');
  await expect(mentor.page.locator('.mentor-card').first()).toBeVisible();
  await expect(mentor.page.getByRole('button', { name: 'Request Mentor*' })).toHaveCount(0);
  await mentor.close();
});

test('a search no skill matches says so', async ({ browser }) => {
  const mentee = await personIn(browser, 'no-match', 'Nico Nomatch');
  await mentee.page.goto('/mentors');
  await mentee.page.getByLabel('Search by skill').fill('underwater basket weaving');
  await expect(
    mentee.page.getByText(
      'No mentors found for that skill. Try rewording it to get close results.',
    ),
  ).toBeVisible();
  await mentee.close();
});
