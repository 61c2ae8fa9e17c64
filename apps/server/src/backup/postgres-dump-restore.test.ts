import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../test/accounts.ts';
import { json, sessionCookieOf, startTestApp, type TestApp } from '../test/test-app.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { DEMO_PASSWORD, demoMentee } from '../db/seed/demo-accounts.ts';
import { dumpDatabase } from '../test/pg-dump.ts';

/** What docs/deploy.md (Backups) tells an operator on PostgreSQL to run, run here. */
describe('a PostgreSQL database dumped with pg_dump and restored with pg_restore', () => {
  let original: TestApp;
  let restored: TestApp | undefined;

  beforeAll(async () => {
    original = await startTestApp('postgres');
    await prepareDatabase(original.context, { demoData: true }, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await original.close();
    await restored?.close();
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
    const restore = await dumpDatabase(original.context.config.databaseUrl ?? '');
    const target = await restore();
    restored = await startTestApp('postgres', { environment: { DATABASE_URL: target } });
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
