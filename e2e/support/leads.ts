import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { createVerifiedMentor, logInThroughForm } from './accounts.ts';
import { APP_DATA_DIR } from './ports.ts';
import { vetMentorByCommand } from './vetting.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/**
 * A safeguarding lead, made the only way one can be: an adult account, then
 * `npm run lead:create -- <email>` against the app's own database. Logged in, in a browser.
 * Their own check is recorded first (`npm run mentor:vet`), as a lead reads children's messages
 * only with a record that counts (decision 051).
 */
export async function leadIn(browser: Browser, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const credentials = await createVerifiedMentor(page.request, label);
  // The app under test runs on SQLite in APP_DATA_DIR; never on a DATABASE_URL from outside.
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: APP_DATA_DIR };
  delete environment.DATABASE_URL;
  vetMentorByCommand(credentials.email);
  execFileSync('npm', ['run', '--silent', 'lead:create', '--', credentials.email], {
    cwd: repositoryRoot,
    env: environment,
    stdio: 'pipe',
  });
  await logInThroughForm(page, credentials);
  return { page, credentials, close: () => context.close() };
}
