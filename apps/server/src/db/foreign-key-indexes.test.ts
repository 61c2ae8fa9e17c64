import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApp, type TestApp } from '../test/test-app.ts';

interface ForeignKey {
  table: string;
  column: string;
}

/** Each foreign key's referring column, and whether an index (or the primary key) leads with it. */
async function foreignKeysOnSqlite(t: TestApp): Promise<(ForeignKey & { indexed: boolean })[]> {
  const { rows } = await sql<ForeignKey & { indexed: number }>`
    select t.name as "table", fk."from" as "column", exists (
      select 1 from pragma_index_list(t.name) as i
      join pragma_index_info(i.name) as c on c.seqno = 0 and c.name = fk."from"
    ) or exists (
      select 1 from pragma_table_info(t.name) as p where p.pk = 1 and p.name = fk."from"
    ) as indexed
    from sqlite_master as t, pragma_foreign_key_list(t.name) as fk
    where t.type = 'table'`.execute(t.db);
  return rows.map((row) => ({ ...row, indexed: Boolean(row.indexed) }));
}

async function foreignKeysOnPostgres(t: TestApp): Promise<(ForeignKey & { indexed: boolean })[]> {
  const { rows } = await sql<ForeignKey & { indexed: boolean }>`
    select c.conrelid::regclass::text as "table", a.attname as "column", exists (
      select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
    ) as indexed
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f'`.execute(t.db);
  return rows;
}

/**
 * Neither database indexes the referring side of a foreign key by itself. Without an index,
 * deleting a row (an account, a message) reads the whole referring table to find what to
 * cascade, with every other request waiting on SQLite (decision 032).
 */
describe.each(databaseKinds)('foreign keys on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('each have an index leading with the referring column', async () => {
    const keys = kind === 'sqlite' ? await foreignKeysOnSqlite(t) : await foreignKeysOnPostgres(t);
    expect(keys.length).toBeGreaterThan(20);
    expect(
      keys.filter((key) => !key.indexed).map(({ table, column }) => `${table}.${column}`),
    ).toEqual([]);
  });
});
