import type { Kysely } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { openDatabase } from '../database.ts';
import { prepareDatabase } from '../prepare.ts';
import type { Database } from '../schema.ts';

/** Processes of a scaled-out deployment start together on one PostgreSQL, each with its pool. */
const PROCESSES = 4;
const TABLES = [
  'users',
  'messages',
  'notes',
  'mentor_requests',
  'mentor_profiles',
  'mentor_vetting',
  'app_meta',
] as const;

/** How many rows each demo table holds, and how many chat pictures are stored. */
async function demoFootprint(t: TestApp): Promise<Record<string, number>> {
  const footprint: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await (t.db as Kysely<Database>)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('rows'))
      .executeTakeFirstOrThrow();
    footprint[table] = Number(row.rows);
  }
  footprint['chat pictures'] = (await t.context.files.list('chat-images')).length;
  return footprint;
}

describe('demo data when several processes start together on one PostgreSQL', () => {
  let alone: TestApp;
  let together: TestApp;
  beforeAll(async () => {
    [alone, together] = await Promise.all([startTestApp('postgres'), startTestApp('postgres')]);
  });
  afterAll(() => Promise.all([alone.close(), together.close()]));

  const log = pino({ level: 'silent' });

  it('is created once, as by one process alone, and every process starts', async () => {
    await prepareDatabase(alone.context, { demoData: true }, log);
    const url = together.context.config.databaseUrl;
    if (!url) throw new Error('a PostgreSQL test app has a database URL');
    const pools = Array.from({ length: PROCESSES }, () => openDatabase({ kind: 'postgres', url }));
    try {
      const starts = await Promise.allSettled(
        pools.map((db) =>
          prepareDatabase({ db, files: together.context.files }, { demoData: true }, log),
        ),
      );
      expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);
    } finally {
      await Promise.all(pools.map((db) => db.destroy()));
    }
    const once = await demoFootprint(alone);
    expect(once['users']).toBeGreaterThan(0);
    expect(await demoFootprint(together)).toEqual(once);
  });
});
