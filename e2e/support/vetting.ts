import { execFileSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { dayText, daysAfter, yearsAfter } from '@mentorbridge/domain/vetting-rules';
import { APP_DATA_DIR } from './ports.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** The app under test runs on SQLite in APP_DATA_DIR; never on a DATABASE_URL from outside. */
function appEnvironment(): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: APP_DATA_DIR };
  delete environment.DATABASE_URL;
  return environment;
}

/**
 * Records a complete safeguarding check for a mentor the way the server's operator does,
 * `npm run mentor:vet`, so students under 18 find them: every mentor a journey's child meets
 * has one, as on the real platform.
 */
export function vetMentor(email: string): void {
  const today = dayText(Date.now());
  const issued = daysAfter(today, -60);
  execFileSync(
    'npm',
    [
      'run',
      '--silent',
      'mentor:vet',
      '--',
      email,
      '--check',
      'Enhanced DBS with barred list',
      '--reference',
      '001234567890',
      '--issued',
      issued,
      '--seen',
      daysAfter(today, -50),
      '--expires',
      yearsAfter(issued, 3),
      '--references',
      '2',
      '--interviewed',
      daysAfter(today, -40),
      '--trained',
      daysAfter(today, -30),
    ],
    { cwd: repositoryRoot, env: appEnvironment(), stdio: 'pipe' },
  );
}

/**
 * Moves a mentor's record to the day it stops counting, as if the years had passed: the app
 * reads the same clock as the journey, so time is moved in the record instead. Written the way
 * the app writes it (the day the gate reads beside the expiry), in the app's own database.
 */
export function letCheckRunOut(email: string): void {
  const today = dayText(Date.now());
  const db = new Database(path.join(APP_DATA_DIR, 'mentorbridge.db'));
  try {
    // The app writes to the same file; wait for its lock rather than fail.
    db.pragma('busy_timeout = 5000');
    const changed = db
      .prepare(
        `update mentor_vetting set expires_on = ?, reaches_children_until = ?
         where user_id = (select id from users where email = ?)`,
      )
      .run(today, today, email.toLowerCase());
    if (changed.changes !== 1) throw new Error(`${email} has no safeguarding record`);
  } finally {
    db.close();
  }
}
