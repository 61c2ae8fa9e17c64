import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Which users have a tab open, in any process: someone with a tab open sees what happens and
 * is not mailed about it. A row lives as long as its socket, and no longer than the lease of the
 * process holding it (calls/process-lease.ts forgets the tabs of a process that died).
 */
export async function insertOpenTab(
  db: Kysely<Database>,
  tab: { connectionId: string; userId: string; processId: string; now: number },
): Promise<void> {
  await db
    .insertInto('open_tabs')
    .values({
      connection_id: tab.connectionId,
      user_id: tab.userId,
      process_id: tab.processId,
      opened_at: tab.now,
    })
    .onConflict((conflict) => conflict.column('connection_id').doNothing())
    .execute();
}

export async function deleteOpenTab(db: Kysely<Database>, connectionId: string): Promise<void> {
  await db.deleteFrom('open_tabs').where('connection_id', '=', connectionId).execute();
}

export async function hasOpenTab(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('open_tabs')
    .select('connection_id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The tabs other processes hold: what presence.ts starts from. */
export async function listOpenTabsElsewhere(
  db: Kysely<Database>,
  processId: string,
): Promise<{ userId: string; processId: string }[]> {
  return db
    .selectFrom('open_tabs')
    .select(['user_id as userId', 'process_id as processId'])
    .where('process_id', '!=', processId)
    .execute();
}

/** With one process on its own database file (SQLite), every tab left at start is gone. */
export async function deleteOpenTabsOfEarlierRuns(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('open_tabs').execute();
}

/** Forgets the tabs of processes whose lease ran out, before the leases themselves go. */
export async function deleteOpenTabsOfGoneProcesses(
  db: Kysely<Database>,
  now: number,
): Promise<void> {
  const alive = db.selectFrom('server_processes').select('id').where('alive_until', '>', now);
  await db.deleteFrom('open_tabs').where('process_id', 'not in', alive).execute();
}

/** A process stopping: its sockets close with it. */
export async function deleteOpenTabsOfProcess(
  db: Kysely<Database>,
  processId: string,
): Promise<void> {
  await db.deleteFrom('open_tabs').where('process_id', '=', processId).execute();
}
