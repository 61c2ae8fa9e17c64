import type { Browser } from '@playwright/test';
import { createVerifiedMentor, logInThroughForm } from './accounts.ts';
import { type AppServer, mainApp, runAppCommand } from './app-servers.ts';

/**
 * A school's first coordinator, made the only way one can be: an adult account, then
 * `npm run org:create -- "<school>" --coordinator <email>` against the app's own database (the
 * main app's unless told). Logged in, in a browser.
 */
export async function coordinatorIn(
  browser: Browser,
  label: string,
  school: string,
  server: AppServer = mainApp,
) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const credentials = await createVerifiedMentor(page.request, label);
  runAppCommand(server, 'org:create', [school, '--coordinator', credentials.email]);
  await logInThroughForm(page, credentials);
  return { page, credentials, close: () => context.close() };
}
