import { afterAll, describe, expect, it } from 'vitest';
import { uiText } from '@mentorbridge/domain/ui-text';
import { startPostgres, type PostgresServer } from '@mentorbridge/testing/postgres-server';
import { sqliteFileIn } from '../db/database.ts';
import { verifiedUser } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import Sqlite from 'better-sqlite3';

/**
 * The database goes away (decision 018): the API answers 503 in its usual shape, with no stack
 * trace or detail, and serves again by itself once the database is back.
 */
describe('a database outage', () => {
  const opened: { t?: TestApp; postgres?: PostgresServer } = {};
  afterAll(async () => {
    await opened.t?.close();
    opened.postgres?.stop();
  });

  const notes = (t: TestApp, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { cookie },
      payload: { content: 'x' },
    });

  const expectUnavailable = (response: Awaited<ReturnType<typeof notes>>) => {
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({
      error: { code: 'unavailable', message: uiText.unavailable },
    });
    expect(response.body).not.toMatch(/ at |ECONN|postgres|sqlite|\.ts/i);
  };

  it('answers 503 while PostgreSQL is down and recovers by itself when it is back', async () => {
    const postgres = await startPostgres();
    opened.postgres = postgres;
    const t = await startTestApp('sqlite', { environment: { DATABASE_URL: postgres.adminUrl } });
    opened.t = t;
    const cookie = await verifiedUser(t.app, t.mail, {
      email: 'outage@example.com',
      password: 'quiet-river-1',
    });
    expect((await notes(t, cookie)).statusCode).toBe(201);

    postgres.pause();
    expectUnavailable(await notes(t, cookie));
    expectUnavailable(await notes(t, cookie));
    // The balancer learns it too, and sends traffic elsewhere; the process itself lives on.
    const readiness = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ status: 'not ready', parts: { database: 'down' } });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    postgres.resume();
    await expect
      .poll(async () => (await notes(t, cookie)).statusCode, { timeout: 20_000, interval: 250 })
      .toBe(201);
    await t.close();
    opened.t = undefined;
  }, 60_000);

  it('answers 503 while the SQLite file is locked by another writer, and recovers', async () => {
    const t = await startTestApp('sqlite');
    opened.t = t;
    const cookie = await verifiedUser(t.app, t.mail, {
      email: 'locked@example.com',
      password: 'quiet-river-1',
    });
    const intruder = new Sqlite(sqliteFileIn(t.context.config.dataDir));
    intruder.exec('BEGIN EXCLUSIVE');
    expectUnavailable(await notes(t, cookie));
    intruder.exec('ROLLBACK');
    intruder.close();
    expect((await notes(t, cookie)).statusCode).toBe(201);
  }, 30_000);
});
