import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { until } from '../test/sockets.ts';
import { openDatabase } from './database.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-wal-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('moves what is committed into the database file on its own thread, long before the backstop', async () => {
  const file = path.join(dataDir, 'checkpointed.db');
  const db = openDatabase({ kind: 'sqlite', file });
  await sql`create table notes (id integer primary key, body text not null)`.execute(db);
  const sizeBefore = fs.statSync(file).size;
  for (let row = 0; row < 200; row++) {
    // About 100 pages in all: far under the app's own threshold of 10,000.
    await sql`insert into notes (body) values (${'x'.repeat(2_000)})`.execute(db);
  }
  await until(() => fs.statSync(file).size >= sizeBefore + 200 * 2_000);
  const { rows } = await sql<{ count: number }>`select count(*) as count from notes`.execute(db);
  expect(rows[0]?.count).toBe(200);
  await db.destroy();
});
