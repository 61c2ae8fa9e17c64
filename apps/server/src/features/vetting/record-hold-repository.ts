import type { Kysely } from 'kysely';
import { inTransaction } from '../../db/in-transaction.ts';
import { isPostgres } from '../../db/one-process-at-a-time.ts';
import type { Database } from '../../db/schema.ts';
import { findVettingRow, type VettingRow } from './repository.ts';

// How a change to a safeguarding record holds it and writes it (decision 052).

/**
 * Runs `work` in one transaction that holds the mentor's account row, with their record as it
 * stands under that hold. Every change to a record goes through here, and an accept holds the
 * same row (features/mentoring), so a lead's suspension, another lead's edit, the mentor's quiz
 * and an accept are decided one after another, each on what the one before wrote. SQLite's
 * transactions already run one at a time.
 */
export function withRecordHeld<T>(
  db: Kysely<Database>,
  mentorId: string,
  work: (trx: Kysely<Database>, row: VettingRow | undefined) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    if (!isPostgres(trx)) {
      // SQLite: write first, so the transaction takes the file's write lock before it reads. A
      // transaction that read first could not write once another process (the server, beside
      // the operator's command) had written meanwhile: SQLITE_BUSY_SNAPSHOT, not a wait.
      await trx
        .insertInto('mentor_vetting')
        .values({ user_id: mentorId, references_received: 0, recorded_by: '', updated_at: 0 })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
    } else {
      // FOR NO KEY UPDATE, not FOR UPDATE: a request or a reply that holds the record to read
      // it, then inserts a row naming the mentor, takes the key share a foreign key checks; this
      // hold must not wait on that, or each would wait on the other.
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', mentorId)
        .forNoKeyUpdate()
        .execute();
    }
    return work(trx, await findVettingRow(trx, mentorId));
  });
}

/**
 * Writes only the given columns of a mentor's record, making the record if there was none: a
 * change never writes back what it did not read under the hold (withRecordHeld).
 */
export async function writeVettingColumns(
  trx: Kysely<Database>,
  row: VettingRow,
  columns: Partial<Omit<VettingRow, 'user_id'>>,
  { exists }: { exists: boolean },
): Promise<void> {
  if (exists) {
    await trx
      .updateTable('mentor_vetting')
      .set(columns)
      .where('user_id', '=', row.user_id)
      .execute();
  } else {
    await trx.insertInto('mentor_vetting').values(row).execute();
  }
}
