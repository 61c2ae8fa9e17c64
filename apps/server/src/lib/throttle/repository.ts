import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Counts one more attempt under a key and returns the count in the current window. A window older
 * than `windowMs` starts over at 1. One statement, so concurrent attempts are all counted.
 */
export async function countAttempt(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: number,
): Promise<number> {
  const windowExpired = sql<boolean>`attempt_counters.window_started_at <= ${now - windowMs}`;
  const row = await db
    .insertInto('attempt_counters')
    .values({ key, window_started_at: now, count: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${windowExpired} then 1 else attempt_counters.count + 1 end`,
        window_started_at: sql<number>`case when ${windowExpired} then ${now} else attempt_counters.window_started_at end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The attempts counted under a key in the current window. */
export async function currentAttempts(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('attempt_counters')
    .select('count')
    .where('key', '=', key)
    .where('window_started_at', '>', now - windowMs)
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function clearAttempts(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('attempt_counters').where('key', '=', key).execute();
}

/** Deletes every counter whose key starts with `prefix` (taken literally, not as a pattern). */
export async function clearAttemptsStartingWith(db: Kysely<Database>, prefix: string) {
  await db
    .deleteFrom('attempt_counters')
    .where(sql<string>`substr(key, 1, ${prefix.length})`, '=', prefix)
    .execute();
}
