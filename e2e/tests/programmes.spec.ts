import { expect, test } from '@playwright/test';
import { uiText } from '@mentorbridge/domain/i18n/english-text';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import {
  createVerifiedAccount,
  createVerifiedMentor,
  logInThroughForm,
} from '../support/accounts.ts';
import { coordinatorIn } from '../support/coordinators.ts';
import { waitForMail } from '../support/mail.ts';
import { fillSignUp, openSignUp, uniqueEmail } from '../support/sign-up.ts';
import { axeViolations } from '../support/axe.ts';

test('a coordinator makes a programme, changes it, and makes a colleague a coordinator', async ({
  browser,
  page,
}) => {
  const school = `Hillside Academy ${Date.now().toString(36)}`;
  const coordinator = await coordinatorIn(browser, 'coordinator', school);
  const { page: console_ } = coordinator;

  // The account menu leads there.
  await console_.getByRole('button', { name: 'Your Account' }).click();
  await console_.getByRole('menuitem', { name: 'Programmes' }).click();
  await expect(console_).toHaveURL(/\/programmes$/);
  await expect(console_.getByRole('heading', { name: school })).toBeVisible();
  await expect(console_.getByText(uiText.noProgrammesYet)).toBeVisible();

  // A programme that ends before it starts is refused in words, and nothing is made.
  await console_.getByRole('button', { name: 'New programme' }).click();
  await console_.getByLabel('Name').fill('Year 9 careers mentoring');
  await console_.getByLabel('Starts on').fill('2027-01-11');
  await console_.getByLabel('Planned end').fill('2027-01-04');
  await console_.getByLabel('Youngest pupil').fill('13');
  await console_.getByLabel('Oldest pupil').fill('14');
  await console_.getByRole('button', { name: 'Create programme' }).click();
  await expect(console_.locator('.form-error')).toHaveText(uiText.programmeEndsBeforeStart);

  await console_.getByLabel('Planned end').fill('2027-07-16');
  await console_.getByRole('button', { name: 'Create programme' }).click();
  const card = console_.locator('.programme-card').filter({ hasText: 'Year 9 careers mentoring' });
  await expect(card).toContainText('January 11, 2027 to July 16, 2027');
  await expect(card).toContainText('aged 13 to 14');
  await expect(card).toContainText('its pupils see only its mentors');
  await expect(card).toContainText('a coordinator approves each one');
  expect(await axeViolations(console_)).toEqual([]);

  // Changed in place; a reload reads it back from the server.
  await card.getByRole('button', { name: 'Change Year 9 careers mentoring' }).click();
  expect(await axeViolations(console_)).toEqual([]);
  await card.getByLabel('Planned end').fill('2027-07-23');
  await card.getByLabel('A coordinator approves each match before the chat opens').uncheck();
  await card.getByRole('button', { name: 'Save changes' }).click();
  await console_.reload();
  await expect(card).toContainText('January 11, 2027 to July 23, 2027');
  await expect(card).toContainText('open as soon as the mentor accepts');

  // A colleague with an account of their own becomes a coordinator; a pupil cannot.
  const colleague = await createVerifiedMentor(page.request, 'colleague');
  const pupil = await createVerifiedAccount(page.request, 'pupil', { age: 14 });
  const address = console_.getByLabel('Make another adult a coordinator');
  await address.fill(pupil.email);
  await console_.getByRole('button', { name: 'Make coordinator' }).click();
  await expect(console_.locator('.form-error')).toHaveText(uiText.coordinatorCandidateMissing);
  await address.fill(colleague.email);
  await console_.getByRole('button', { name: 'Make coordinator' }).click();
  await expect(console_.locator('.coordinator')).toHaveCount(2);
  await expect(console_.locator('.coordinator').nth(1)).toContainText(colleague.email);

  // The pupil finds no console.
  await logInThroughForm(page, pupil);
  await page.goto('/programmes');
  await expect(page.getByText(uiText.coordinatorsOnly)).toBeVisible();
  await coordinator.close();
});

test('on a phone the console and its form fit the screen, with nothing cut off', async ({
  browser,
}) => {
  const school = `Riverside School ${Date.now().toString(36)}`;
  const coordinator = await coordinatorIn(browser, 'phone-coordinator', school);
  const { page } = coordinator;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/programmes');
  await page.getByRole('button', { name: 'New programme' }).click();
  await expect(page.getByLabel('Planned end')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await coordinator.close();
});

test('a pupil joins with the class code, a mentor with the mentor code, and the coordinator lets the mentor in', async ({
  browser,
}) => {
  const school = `Brookside College ${Date.now().toString(36)}`;
  const coordinator = await coordinatorIn(browser, 'codes-coordinator', school);
  const { page: console_ } = coordinator;
  const request = console_.request;
  const organisationId = (
    (await (await request.get('/api/programmes')).json()) as {
      organisations: { id: string }[];
    }
  ).organisations[0]?.id;
  await request.post(`/api/organisations/${organisationId ?? ''}/programmes`, {
    data: {
      name: 'Sixth form mentoring',
      startsOn: '2027-01-11',
      endsOn: '2027-07-16',
      timeZone: 'Europe/London',
      minAge: 13,
      maxAge: 18,
      pupilsSeeOnlyItsMentors: true,
      coordinatorApprovesMatches: true,
      // Around the clock: the journey is not about contact hours, and runs at any hour.
      contactFrom: '00:00',
      contactUntil: '24:00',
    },
  });
  await console_.goto('/programmes');
  const card = console_.locator('.programme-card').filter({ hasText: 'Sixth form mentoring' });
  const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const codeOf = async (panel: string) => {
    const code = card.locator('.code-panel').filter({ hasText: panel });
    await code.getByRole('button', { name: `New ${panel.toLowerCase()}` }).click();
    await code.getByLabel('Last day').fill(nextMonth);
    await code.getByRole('button', { name: 'Make the code' }).click();
    return (await code.locator('.programme-code').textContent()) ?? '';
  };
  const classCode = await codeOf('Class code');
  const mentorCode = await codeOf('Mentor code');
  expect(classCode).toMatch(/^[A-Z2-9]{4} [A-Z2-9]{4}$/);

  // A pupil types the class code in small letters, under Settings, Programmes.
  const pupilContext = await browser.newContext();
  const pupil = await pupilContext.newPage();
  await logInThroughForm(
    pupil,
    await createVerifiedAccount(pupil.request, 'class-pupil', { age: 15 }),
  );
  await pupil.goto('/settings/programmes');
  await pupil.getByLabel('Class code').fill('WRONG123');
  await pupil.getByRole('button', { name: 'Join' }).click();
  await expect(pupil.locator('.form-error')).toHaveText(uiText.codeWrong);
  await pupil.getByLabel('Class code').fill(classCode.toLowerCase());
  await pupil.getByRole('button', { name: 'Join' }).click();
  await expect(pupil.locator('.membership')).toContainText('Sixth form mentoring');

  // Another pupil gives the class code as they sign up, and finds the programme once in.
  const newcomerContext = await browser.newContext();
  const newcomer = await newcomerContext.newPage();
  const newcomerAccount = { email: uniqueEmail('code-sign-up'), password: 'journey-pass' };
  await openSignUp(newcomer);
  await fillSignUp(newcomer, { ...newcomerAccount, age: '16' });
  await newcomer.getByText('Have a class code?').click();
  await newcomer.getByLabel('Class code').fill(classCode);
  await newcomer.getByRole('button', { name: 'Sign Up' }).click();
  await expect(newcomer.getByRole('status').filter({ hasText: 'Signed up' })).toBeVisible();
  await newcomer.goto(firstLink(await waitForMail(newcomerAccount.email)));
  await expect(
    newcomer.getByText('Your email address is verified. You can log in now.'),
  ).toBeVisible();
  await logInThroughForm(newcomer, newcomerAccount);
  await newcomer.goto('/settings/programmes');
  await expect(newcomer.locator('.membership')).toContainText('Sixth form mentoring');
  await newcomerContext.close();

  // A mentor's code asks for a coordinator: the mentor waits until let in.
  const mentorContext = await browser.newContext();
  const mentor = await mentorContext.newPage();
  const mentorAccount = await createVerifiedMentor(mentor.request, 'code-mentor');
  await logInThroughForm(mentor, mentorAccount);
  await mentor.goto('/settings/programmes');
  await mentor.getByLabel('Mentor code').fill(mentorCode);
  await mentor.getByRole('button', { name: 'Join' }).click();
  await expect(mentor.locator('.membership')).toContainText('A coordinator will look at it soon.');

  await console_.reload();
  const waiting = card.locator('.member').filter({ hasText: mentorAccount.email });
  await waiting.getByRole('button', { name: 'Let in' }).click();
  await expect(card.getByText('Nobody is waiting.')).toBeVisible();
  await expect(card.locator('.member')).toHaveCount(3);
  expect(await axeViolations(console_)).toEqual([]);
  await mentor.reload();
  await expect(mentor.locator('.membership')).not.toContainText(
    'A coordinator will look at it soon.',
  );
  await Promise.all([pupilContext.close(), mentorContext.close(), coordinator.close()]);
});
