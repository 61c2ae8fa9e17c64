import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Runs `work` in a transaction: the caller's, when `db` is one already (an event written with
 * its mail, mail/send-mail.ts), or a new one. Kysely cannot nest them.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
