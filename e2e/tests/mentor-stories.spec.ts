import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { personIn } from '../support/people.ts';

/** Whatever a notice says, once it says it. */
const notice = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

test('a new mentor who was home-schooled is suggested to a new mentee who looks for it, with the experience named after "Why:"', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const mentorName = `Hedda Home ${suffix}`;
  const mentor = await personIn(browser, 'story-mentor', mentorName, {
    age: 44,
    role: 'mentor',
    skills: ['Physics'],
  });
  await mentor.page.goto('/mentor');
  const profile = mentor.page.getByRole('region', { name: 'Profile' });
  const headline = `Astronomer who learned at the kitchen table ${suffix}`;
  await profile.getByLabel('Headline').fill(headline);
  await profile.getByLabel('About me').fill('I was taught at home until I was sixteen.');
  await profile.getByRole('checkbox', { name: 'Home-schooled', exact: true }).check();
  await profile
    .getByRole('textbox', { name: 'Note (optional) Home-schooled' })
    .fill('My mum taught me maths.');
  // A sensitive experience starts hidden: used for matching, never named.
  await profile.getByRole('checkbox', { name: 'Young carer', exact: true }).check();
  await expect(profile.getByText(/^Not shown: used only to suggest you/)).toHaveCount(1);
  await profile.getByRole('checkbox', { name: 'A career in science', exact: true }).check();
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await notice(mentor.page, 'Profile saved.');

  const mentee = await personIn(browser, 'story-mentee', `Sami Seeker ${suffix}`, { age: 15 });
  await mentee.page.goto('/mentee');
  const answers = mentee.page.getByRole('region', { name: 'Find my mentor' });
  await expect(answers.getByText('Only you see your answers.')).toBeVisible();
  await answers
    .getByRole('group', { name: 'What would you like help with?' })
    .getByRole('checkbox', { name: 'A career in science', exact: true })
    .check();
  const been = answers.getByRole('group', { name: 'Someone who has been through…' });
  await been.getByRole('checkbox', { name: 'Home-schooled', exact: true }).check();
  await been.getByRole('checkbox', { name: 'Young carer', exact: true }).check();
  // A sensitive experience counts only with its own yes, asked right under it.
  await answers.getByRole('button', { name: 'Save my answers' }).click();
  await expect(mentee.page.getByRole('alert')).toContainText(
    'Tick “Use this to find me a mentor” under “Young carer”',
  );
  await been
    .getByRole('checkbox', { name: 'Use this to find me a mentor Young carer', exact: true })
    .check();
  await answers.getByRole('button', { name: 'Save my answers' }).click();
  await notice(mentee.page, 'Your answers are saved.');
  expect(await axeViolations(mentee.page)).toEqual([]);

  await mentee.page.goto('/mentors');
  const suggested = mentee.page.getByRole('region', { name: 'Suggested for you' });
  const card = suggested.locator('.mentor-card').filter({ hasText: mentorName });
  await expect(card).toContainText(headline);
  await expect(card.locator('.mentor-why')).toHaveText(/^Why: also home-schooled · /);
  await expect(card.locator('.mentor-why')).toContainText('can help with a career in science');
  // The hidden experience helped, and is named nowhere.
  await expect(suggested.getByText(/carer/i)).toHaveCount(0);

  // Searching by a word of the story finds the mentor too.
  await mentee.page.getByLabel('Search by skill').fill(`kitchen ${suffix}`);
  const results = mentee.page.locator('.mentor-grid').last().locator('.mentor-card');
  await expect(results).toHaveCount(1);
  await expect(results).toContainText(mentorName);

  await mentor.close();
  await mentee.close();
});

test('a mentee reads a mentor’s page and asks with a message, which the mentor reads on the pending request', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const mentorName = `Pia Profile ${suffix}`;
  const mentor = await personIn(browser, 'page-mentor', mentorName, {
    age: 51,
    role: 'mentor',
    skills: ['Nursing'],
  });
  const saved = await mentor.page.request.put('/api/profile/story', {
    data: {
      headline: `Nurse who resat her exams ${suffix}`,
      about: 'Twenty years on children’s wards.',
      experiences: [
        { id: 'resat-exams', note: 'Chemistry, twice.', shown: true },
        { id: 'lost-a-parent', note: 'A private note', shown: false },
      ],
      languages: ['English', 'Welsh'],
      goals: ['career-in-health', 'exam-stress'],
    },
  });
  expect(saved.status()).toBe(200);

  const mentee = await personIn(browser, 'page-mentee', `Rhys Reader ${suffix}`, { age: 16 });
  await mentee.page.goto('/mentors');
  await mentee.page.getByLabel('Search by skill').fill(`resat her exams ${suffix}`);
  await mentee.page
    .locator('.mentor-card')
    .filter({ hasText: mentorName })
    .getByRole('link', { name: `View profile of ${mentorName}` })
    .click();
  await expect(mentee.page).toHaveURL(new RegExp(`/mentors/${mentor.user.id}$`));
  await expect(mentee.page.getByRole('heading', { level: 1, name: mentorName })).toBeVisible();
  await expect(mentee.page.getByText(`Nurse who resat her exams ${suffix}`)).toBeVisible();
  await expect(mentee.page.getByText('Resat exams')).toBeVisible();
  await expect(mentee.page.getByText('Chemistry, twice.')).toBeVisible();
  await expect(mentee.page.getByText('Welsh')).toBeVisible();
  await expect(mentee.page.getByText('A career in health or care')).toBeVisible();
  await expect(mentee.page.getByText(/^Member since /)).toBeVisible();
  await expect(mentee.page.getByText(/Lost a parent|A private note/)).toHaveCount(0);
  expect(await axeViolations(mentee.page)).toEqual([]);

  // A phone number is refused, and nothing is sent.
  const message = mentee.page.getByLabel('Add a message (optional)');
  await message.fill('My number is 07700 900123');
  await mentee.page.getByRole('button', { name: 'Request Mentor*' }).click();
  await expect(mentee.page.getByRole('alert').filter({ hasText: 'contact details' })).toBeVisible();
  const written = 'Hello! I want to be a children’s nurse. How did you cope with resits?';
  await message.fill(written);
  await mentee.page.getByRole('button', { name: 'Request Mentor*' }).click();
  await notice(mentee.page, 'Requested mentor');

  await mentor.page.goto('/connections/mentor?tab=pending');
  const pending = mentor.page.locator('.connection-card').filter({ hasText: mentee.user.fullName });
  await expect(pending.getByText('Their message:')).toBeVisible();
  await expect(pending.getByText(written)).toBeVisible();

  await mentor.close();
  await mentee.close();
});
