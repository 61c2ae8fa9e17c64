import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { blockBetween, openReportBetween } from './standing-repository.ts';

/**
 * Every chat access and every message sent asks where its two people stand, so each condition
 * must find its answer by the pair's own index, whatever else the tables hold. SQLite plans
 * without statistics (nothing runs ANALYZE), so its choice of index is checked here;
 * PostgreSQL plans by its own statistics.
 */
describe('where two people stand, on sqlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  async function planOf(condition: typeof openReportBetween | typeof blockBetween) {
    const query = t.db
      .selectNoFrom(condition(sql.val('user-a'), sql.val('user-b')).as('answer'))
      .compile();
    const { rows } = await t.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return rows.map((row) => row.detail);
  }

  it('looks up an open report by the pair, each way, never by reading every open report', async () => {
    expect(await planOf(openReportBetween)).toEqual(
      expect.arrayContaining([
        'SEARCH reports USING INDEX reports_pair (reporter_id=? AND reported_id=?)',
      ]),
    );
    expect((await planOf(openReportBetween)).join('\n')).not.toMatch(
      /reports_status_created_at|SCAN reports/,
    );
  });

  it('looks up a block by the pair, each way', async () => {
    const plan = (await planOf(blockBetween)).join('\n');
    expect(plan).toContain('SEARCH blocks USING COVERING INDEX sqlite_autoindex_blocks_1');
    expect(plan).not.toMatch(/SCAN blocks/);
  });
});
