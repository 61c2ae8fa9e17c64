import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Every table of ours in the database, whichever kind it is. */
async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
}

/**
 * Every row of every table, as sorted text, minus the columns named: a fingerprint that proves a
 * refused request changed nothing.
 */
export async function databaseDump(
  db: Kysely<Database>,
  { ignoringColumns = [] }: { ignoringColumns?: readonly string[] } = {},
): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const table of await tableNames(db)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    );
    dump[table] = rows
      .map((row) => {
        const kept = Object.entries(row).filter(([column]) => !ignoringColumns.includes(column));
        return JSON.stringify(kept, (_key, value: unknown) =>
          typeof value === 'bigint' ? value.toString() : value,
        );
      })
      .sort();
  }
  return dump;
}

/**
 * Tables that keep a gone account's id on purpose. `story_bits_changes` is a log of ids whose
 * story or safeguarding record changed, deletions included: every process reads it to forget a
 * gone mentor from its suggestions' first pass, and the sweep keeps only its tail (decision 037).
 * `chat_standing_changes` is a log of ids whose chats' standing changed, deletions included:
 * every process reads it to forget a gone member's kept chats, and the sweep keeps an hour of it
 * (decision 053).
 */
const keptOnPurpose = new Set(['story_bits_changes', 'chat_standing_changes']);

/**
 * Every row, in any table, whose values mention one of `needles` (an id, an email): how a test
 * proves that nothing of a deleted user is left, including tables added after it was written.
 */
export async function rowsMentioning(
  db: Kysely<Database>,
  needles: readonly string[],
): Promise<{ table: string; row: unknown }[]> {
  const found: { table: string; row: unknown }[] = [];
  for (const table of await tableNames(db)) {
    if (keptOnPurpose.has(table)) continue;
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    );
    for (const row of rows) {
      const text = JSON.stringify(row).toLowerCase();
      if (needles.some((needle) => text.includes(needle.toLowerCase()))) found.push({ table, row });
    }
  }
  return found;
}
