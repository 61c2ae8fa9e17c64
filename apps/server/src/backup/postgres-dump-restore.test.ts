import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logIn } from '../test/accounts.ts';
import { json, sessionCookieOf, startTestApp, type TestApp } from '../test/test-app.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { DEMO_PASSWORD, demoMentee } from '../db/seed/demo-accounts.ts';

const run = promisify(execFile);

/** What docs/deploy.md (Backups) tells an operator on PostgreSQL to run, run here. */
describe('a PostgreSQL database dumped with pg_dump and restored with pg_restore', () => {
  let original: TestApp;
  let restored: TestApp | undefined;
  const dumpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-pg-dump-'));

  beforeAll(async () => {
    original = await startTestApp('postgres');
    await prepareDatabase(original.context, { demoData: true }, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await original.close();
    await restored?.close();
    fs.rmSync(dumpDir, { recursive: true, force: true });
  });

  const countOf = async (t: TestApp, table: 'users' | 'messages' | 'notes' | 'mentor_requests') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('rows'))
          .executeTakeFirstOrThrow()
      ).rows,
    );

  it('serves the same accounts, chats and notes from the restored database', async () => {
    const source = original.context.config.databaseUrl ?? '';
    const dump = path.join(dumpDir, 'mentorbridge.dump');
    await run('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${source}`]);

    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await admin.connect();
    const name = `restored_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(source);
    target.pathname = `/${name}`;
    await run('pg_restore', ['--no-owner', `--dbname=${target.toString()}`, dump]);

    restored = await startTestApp('postgres', { environment: { DATABASE_URL: target.toString() } });
    for (const table of ['users', 'messages', 'notes', 'mentor_requests'] as const) {
      expect(await countOf(restored, table)).toBe(await countOf(original, table));
    }
    expect(await countOf(restored, 'messages')).toBeGreaterThan(0);
    const loggedIn = await logIn(restored.app, demoMentee.email, DEMO_PASSWORD);
    expect(loggedIn.statusCode).toBe(200);
    const notes = await restored.app.inject({
      method: 'GET',
      url: '/api/notes',
      headers: { cookie: sessionCookieOf(loggedIn) },
    });
    expect(json<{ notes: unknown[] }>(notes).notes.length).toBeGreaterThan(0);
  }, 60_000);
});
