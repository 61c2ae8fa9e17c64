import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { createVerifiedMentor, logInThroughForm } from './accounts.ts';
import { APP_DATA_DIR } from './ports.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/**
 * A school's first coordinator, made the only way one can be: an adult account, then
 * `npm run org:create -- "<school>" --coordinator <email>` against the app's own database.
 * Logged in, in a browser.
 */
export async function coordinatorIn(browser: Browser, label: string, school: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const credentials = await createVerifiedMentor(page.request, label);
  // The app under test runs on SQLite in APP_DATA_DIR; never on a DATABASE_URL from outside.
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: APP_DATA_DIR };
  delete environment.DATABASE_URL;
  execFileSync(
    'npm',
    ['run', '--silent', 'org:create', '--', school, '--coordinator', credentials.email],
    { cwd: repositoryRoot, env: environment, stdio: 'pipe' },
  );
  await logInThroughForm(page, credentials);
  return { page, credentials, close: () => context.close() };
}
