import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/schema.ts';
import type { StatementListener } from '../db/statement-listener.ts';
import type { DatabaseKind } from './test-app.ts';

/**
 * What a path may cost the database (docs/architecture.md, Tests): one line per statement,
 * saying why it runs. A change that adds a statement to the path adds its line, with its reason,
 * in the same change.
 *
 * What counts: every statement the app's database runs from the start of the counted work until
 * it, the work it started after its answer (background work, a group commit) and the database
 * have settled: Kysely's queries, the prepared ones run on SQLite's connection at once, and BEGIN,
 * COMMIT and ROLLBACK on both databases (db/statement-listener.ts). What does not: a new
 * PostgreSQL connection's own setup, the SQLite checkpoint worker's connection of its own, and the
 * work on timers that runs beside a count, not because of it (the mail outbox's look, a
 * session's write once a minute: both below; an open socket's check of its session, which a test
 * with sockets puts off past its run).
 */
export type StatementBudget = Record<DatabaseKind, readonly string[]>;

/** Once nothing more is heard for this long after the work settled, the count is taken. */
const QUIET_MS = 100;

/**
 * The mail outbox looks for due mail every two seconds by its own clock (mail-outbox.ts), in
 * every app, beside whatever a test counts: that look is not the counted work's. Only the timed
 * look orders by age; a mail written by the counted work is tried by its id.
 */
function isOutboxTimedLook(sql: string): boolean {
  return /update "mail_outbox"/i.test(sql) && /order by "created_at"/i.test(sql);
}

/**
 * Hears the statements a test app's database runs, and counts those run while a piece of work
 * goes on: `listener` goes to startTestApp, `during` counts.
 */
export function statementCounter() {
  let heard: string[] | undefined;
  let lastHeardAt = 0;
  const listener: StatementListener = (sql) => {
    if (!heard || isOutboxTimedLook(sql)) return;
    heard.push(sql);
    lastHeardAt = Date.now();
  };

  /**
   * The statements run from the start of `work` until it and the work it started have settled
   * (`settled`: the app's background work) and the database has been quiet for a moment.
   */
  async function during(
    work: () => Promise<unknown>,
    settled: () => Promise<void>,
  ): Promise<string[]> {
    heard = [];
    try {
      await work();
      await settled();
      lastHeardAt = Date.now();
      while (Date.now() - lastHeardAt < QUIET_MS) {
        await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 4));
        await settled();
      }
      return heard;
    } finally {
      heard = undefined;
    }
  }

  return { listener, during };
}

/**
 * A session's last use is written at most once a minute, by whichever request comes then
 * (features/auth/service.ts): a cost of the minute, not of a request. Marked used now before a
 * count, no session is written during it, however long the suite has run.
 */
export async function markSessionsUsedNow(db: Kysely<Database>): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: Date.now() }).execute();
}

/** A statement as a failure shows it: its start and its end, where the filters are. */
function shortened(sql: string): string {
  const oneLine = sql.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= 160) return oneLine;
  return `${oneLine.slice(0, 100)} … ${oneLine.slice(-55)}`;
}

/** The statements run, and the budget's reasons, as a failure shows them. */
function statementReport(statements: readonly string[], budget: readonly string[]): string {
  const ran = statements.map((sql, index) => `  ${index + 1}. ${shortened(sql)}`);
  const allowed = budget.map((reason, index) => `  ${index + 1}. ${reason}`);
  return [
    `${statements.length} statements ran, the budget allows ${budget.length}.`,
    'Ran:',
    ...ran,
    'Budget:',
    ...allowed,
    '',
  ].join('\n');
}

/** Fails, listing what ran, when the statements run outgrow the budget. */
export function expectWithinBudget(
  statements: readonly string[],
  budget: readonly string[],
  what: string,
): void {
  expect(statements.length, `${what}: ${statementReport(statements, budget)}`).toBeLessThanOrEqual(
    budget.length,
  );
}
