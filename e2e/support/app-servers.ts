import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { APP_DATA_DIR, APP_URL, MEETING_APP_DATA_DIR, MEETING_APP_URL } from './ports.ts';

/**
 * One app server under test: where browsers reach it, and the DATA_DIR of its SQLite database
 * and stored files, which the operator's commands and some journeys open directly.
 */
export interface AppServer {
  readonly url: string;
  readonly dataDir: string;
}

/** The app every journey uses unless it says otherwise: in-app calls, through the local relay. */
export const mainApp: AppServer = { url: APP_URL, dataDir: APP_DATA_DIR };

/** The app whose calls are held by the meeting service's stand-in (VIDEO_SERVICE=jitsi). */
export const meetingApp: AppServer = { url: MEETING_APP_URL, dataDir: MEETING_APP_DATA_DIR };

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Runs one of the operator's commands (`npm run <script> -- <args>`) as the README shows it,
 * against this server's own database: SQLite in its DATA_DIR, never a DATABASE_URL from outside.
 */
export function runAppCommand(server: AppServer, script: string, args: string[]): void {
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: server.dataDir };
  delete environment.DATABASE_URL;
  execFileSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repositoryRoot,
    env: environment,
    stdio: 'pipe',
  });
}
