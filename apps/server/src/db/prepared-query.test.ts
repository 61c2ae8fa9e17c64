import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApp, type TestApp } from '../test/test-app.ts';
import { type Argument, preparedQuery } from './prepared-query.ts';

const echo = preparedQuery((db, argument: Argument<{ first: string; second: string }>) =>
  db.selectNoFrom([
    sql<string>`${argument('second')}`.as('second'),
    sql<string>`${'fixed'}`.as('fixed'),
    sql<string>`${argument('first')}`.as('first'),
  ]),
);

describe.each(databaseKinds)('a prepared query on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('puts each run’s own values where they were placed, and keeps the fixed ones', async () => {
    expect(await echo(t.db, { first: 'one', second: 'two' })).toEqual([
      { second: 'two', fixed: 'fixed', first: 'one' },
    ]);
    expect(await echo(t.db, { first: 'three', second: 'four' })).toEqual([
      { second: 'four', fixed: 'fixed', first: 'three' },
    ]);
  });

  it('runs inside a transaction too', async () => {
    const rows = await t.db
      .transaction()
      .execute((trx) => echo(trx, { first: 'in', second: 'transaction' }));
    expect(rows).toEqual([{ second: 'transaction', fixed: 'fixed', first: 'in' }]);
  });

  it('refuses a query that drops a value it placed, instead of running without it', async () => {
    const dropsOne = preparedQuery((db, argument: Argument<{ kept: string; dropped: string }>) => {
      argument('dropped');
      return db.selectNoFrom(sql<string>`${argument('kept')}`.as('kept'));
    });
    await expect(dropsOne(t.db, { kept: 'a', dropped: 'b' })).rejects.toThrow(
      '"dropped" was placed but is not a parameter of the SQL',
    );
  });
});
