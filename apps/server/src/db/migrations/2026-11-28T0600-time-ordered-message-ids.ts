import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * Messages get time-ordered ids (UUIDv7), so that each insert lands at the end of the id index
 * instead of at a random page of it (decision 032). New messages are given them by the app; this
 * gives them to the messages already stored, made from each one's own time, and carries the
 * change to the safety flags and reports that name a message.
 *
 * A message released from hold keeps its id: it is also the id of its held_messages row, which
 * the audit trail names. There are few, and a few ids out of order cost nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Already in a transaction (PostgreSQL's DDL is). The flag's foreign key is checked per
    // statement and cannot be deferred, so it is set aside while both sides change.
    await sql`alter table safety_flags drop constraint safety_flags_message_id_fkey`.execute(db);
    await rewriteIds(db, postgresTimeOrderedId);
    await sql`alter table safety_flags add constraint safety_flags_message_id_fkey
      foreign key (message_id) references messages (id) on delete cascade`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    // Checked at commit instead of per statement; SQLite turns this off again at commit.
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    await rewriteIds(trx, sqliteTimeOrderedId);
  });
}

/** The ids stay valid UUIDs and nothing depends on their order: there is nothing to undo. */
export async function down(): Promise<void> {}

/**
 * A UUIDv7 from a row's created_at (milliseconds) and random bits, as text. `random` is 18
 * random hex digits; the variant digit is fixed at 8.
 */
function uuidV7From(millisHex: ReturnType<typeof sql.raw>, random: ReturnType<typeof sql.raw>) {
  return sql<string>`lower(
    substr(${millisHex}, 1, 8) || '-' || substr(${millisHex}, 9, 4) || '-7' ||
    substr(${random}, 1, 3) || '-8' || substr(${random}, 4, 3) || '-' || substr(${random}, 7, 12))`;
}

const sqliteTimeOrderedId = uuidV7From(
  sql.raw(`printf('%012x', created_at)`),
  sql.raw(`hex(randomblob(9))`),
);
const postgresTimeOrderedId = uuidV7From(
  sql.raw(`lpad(to_hex(created_at), 12, '0')`),
  sql.raw(`md5(random()::text || id)`),
);

async function rewriteIds(db: Kysely<unknown>, timeOrderedId: ReturnType<typeof sql<string>>) {
  await sql`create table message_id_changes (
    old_id text primary key, new_id text not null unique)`.execute(db);
  await sql`insert into message_id_changes (old_id, new_id)
    select id, ${timeOrderedId} from messages
    where id not in (select id from held_messages)`.execute(db);
  for (const [table, column] of [
    ['safety_flags', 'message_id'],
    ['reports', 'message_id'],
    ['messages', 'id'],
  ] as const) {
    await sql`update ${sql.table(table)}
      set ${sql.ref(column)} = (
        select new_id from message_id_changes where old_id = ${sql.ref(`${table}.${column}`)})
      where ${sql.ref(column)} in (select old_id from message_id_changes)`.execute(db);
  }
  await sql`drop table message_id_changes`.execute(db);
}
