import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { refreshPlannerStatistics } from './planner-statistics.ts';

describe('the planner’s statistics on SQLite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('are gathered for a table that grew, which SQLite never does on its own', async () => {
    const statsOf = async () =>
      (
        await sql<{ tbl: string }>`select tbl from sqlite_stat1 where tbl = 'attempt_counters'`
          .execute(t.db)
          .catch(() => ({ rows: [] }))
      ).rows;
    expect(await statsOf()).toEqual([]);
    await t.db
      .insertInto('attempt_counters')
      .values(
        Array.from({ length: 2_000 }, (_, index) => ({
          key: `log-in:pupil-${index}@school.example`,
          window_started_at: index,
          count: 1,
        })),
      )
      .execute();
    await refreshPlannerStatistics(t.db);
    expect((await statsOf()).length).toBeGreaterThan(0);
  });
});
