import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteOwnAccount, verifiedUser } from '../test/accounts.ts';
import { json, startTestApp, type TestApp } from '../test/test-app.ts';
import { sqliteFileIn } from './database.ts';

/**
 * What is erased is gone from the file itself (docs/retention.md): SQLite otherwise only unlinks
 * a deleted row, and its bytes stay in a free page, readable to anyone who copies the file, as a
 * backup does, until something happens to overwrite them.
 */
describe('an account erased from the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('leaves none of its bytes in the database file', async () => {
    const email = 'wren.vasquez-erased@example.com';
    const note = 'Ask Ms Haddad about the maths set on Friday';
    const cookie = await verifiedUser(t.app, t.mail, { email, password: 'quiet-river-1' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { cookie },
      payload: { content: note },
    });
    expect(saved.statusCode).toBe(201);
    const file = sqliteFileIn(t.context.config.dataDir);
    const fileText = async () => {
      // Everything committed moved from the write-ahead log into the file, the log emptied. The
      // app's own checkpointer may hold the log for a moment: a busy checkpoint is tried again.
      const sqlite = new SqliteDatabase(file);
      try {
        for (let attempt = 0; attempt < 50; attempt++) {
          const [result] = sqlite.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
          if (result?.busy === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        sqlite.close();
      }
      return fs.readFileSync(file).toString('latin1');
    };
    expect(await fileText()).toContain(email);
    expect(await fileText()).toContain(note);

    expect(json(await deleteOwnAccount(t.app, cookie))).toEqual({ ok: true });
    const after = await fileText();
    expect(after).not.toContain(email);
    expect(after).not.toContain(note);
  });
});
