import type { Browser } from '@playwright/test';
import { createVerifiedMentor, logInThroughForm } from './accounts.ts';
import { type AppServer, mainApp, runAppCommand } from './app-servers.ts';
import { vetMentorByCommand } from './vetting.ts';

/**
 * A safeguarding lead, made the only way one can be: an adult account, then
 * `npm run lead:create -- <email>` against the app's own database (the main app's unless told).
 * Logged in, in a browser. Their own check is recorded first (`npm run mentor:vet`), as a lead
 * reads children's messages only with a record that counts (decision 051).
 */
export async function leadIn(browser: Browser, label: string, server: AppServer = mainApp) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const credentials = await createVerifiedMentor(page.request, label);
  vetMentorByCommand(credentials.email, server);
  runAppCommand(server, 'lead:create', [credentials.email]);
  await logInThroughForm(page, credentials);
  return { page, credentials, close: () => context.close() };
}
