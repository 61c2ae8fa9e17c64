import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Writes a one-time mark of the demo: true for the one process that wrote it, so a part of the
 * demo is seeded once per database however many processes start at once.
 */
export async function claimOnce(db: Kysely<Database>, key: string): Promise<boolean> {
  const claimed = await db
    .insertInto('app_meta')
    .values({ key, value: String(Date.now()) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  return (claimed.numInsertedOrUpdatedRows ?? 0n) > 0n;
}
