import { expect, type Browser, type BrowserContext } from '@playwright/test';
import type { SignUpBody } from '@mentorbridge/domain/api/auth';
import {
  createVerifiedAccount,
  currentUser,
  logInThroughForm,
  type TestAccount,
} from './accounts.ts';
import { type AppServer, mainApp } from './app-servers.ts';
import { vetMentor } from './vetting.ts';

/** Browser-wide set-up before the person arrives, such as the cookies of the scale-out journey. */
type ContextSetup = (context: BrowserContext) => Promise<void>;

/**
 * A person in their own browser, logged in, with a name others will see. On a given server,
 * whose database holds the mentor's check; without one, the browser goes to the journey's
 * baseURL and the check is recorded in the main app.
 */
export async function personIn(
  browser: Browser,
  label: string,
  fullName: string,
  account: Partial<SignUpBody> & { checked?: boolean } = {},
  { setUp = async () => {}, server }: { setUp?: ContextSetup; server?: AppServer } = {},
) {
  const context = await browser.newContext(server ? { baseURL: server.url } : {});
  await setUp(context);
  const page = await context.newPage();
  const { checked = true, ...signUp } = account;
  const credentials: TestAccount = await createVerifiedAccount(page.request, label, signUp);
  // Every mentor a child meets has a complete safeguarding record, unless the journey says not.
  if (signUp.role === 'mentor' && checked) await vetMentor(credentials.email, server ?? mainApp);
  await logInThroughForm(page, credentials);
  await page.request.put('/api/profile/full-name', { data: { fullName } });
  const user = await currentUser(page);
  return { page, credentials, user, close: () => context.close() };
}

/**
 * A mentor and a mentee (16 unless told) with an accepted request, each in their own browser.
 * The mentor's safeguarding record is recorded in the server's database (the main app's unless
 * told); an app of its own where no lead records checks (`checked: false`) pairs an adult mentee
 * instead.
 */
export async function connectedPair(
  browser: Browser,
  label: string,
  {
    menteeAge = 16,
    checked = true,
    setUp = {},
    server,
  }: {
    menteeAge?: number;
    checked?: boolean;
    setUp?: { mentor?: ContextSetup; mentee?: ContextSetup };
    server?: AppServer;
  } = {},
) {
  const suffix = Date.now().toString(36);
  const mentorAccount = {
    age: 38,
    role: 'mentor' as const,
    skills: ['Public Speaking'],
    checked,
  };
  const mentor = await personIn(
    browser,
    `${label}-mentor`,
    `Cara Mentor ${suffix}`,
    mentorAccount,
    {
      setUp: setUp.mentor,
      server,
    },
  );
  const mentee = await personIn(
    browser,
    `${label}-mentee`,
    `Theo Mentee ${suffix}`,
    { age: menteeAge },
    { setUp: setUp.mentee, server },
  );
  const created = await mentee.page.request.post('/api/connections', {
    data: { mentorId: mentor.user.id },
  });
  expect(created.status()).toBe(201);
  const chatId = `${mentor.user.id}__${mentee.user.id}`;
  const accepted = await mentor.page.request.post(`/api/connections/${chatId}/accept`);
  expect(accepted.status()).toBe(204);
  return { mentor, mentee, chatId };
}
