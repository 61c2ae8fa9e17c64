import { sql, type Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/** The columns both versions of the table share, in order. */
const sharedColumns = sql.raw(
  'id, reporter_id, reported_id, chat_id, message_id, reason, details, status, outcome, created_at, closed_at',
);

/**
 * A report outlives the account that made it: the reporter may be gone (null) and the reported
 * message's words are kept in the report, because the chat they were in goes with the account.
 * SQLite cannot drop NOT NULL in place, so the table is rebuilt the same way on both databases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports_next')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reporter_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reported_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('chat_id', 'text')
    .addColumn('message_id', 'text')
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('closed_at', 'bigint')
    .addColumn('message_text', 'text')
    .execute();
  await sql`
    insert into reports_next (${sharedColumns}, message_text)
    select ${sql.raw(
      'r.id, r.reporter_id, r.reported_id, r.chat_id, r.message_id, r.reason, r.details, r.status, r.outcome, r.created_at, r.closed_at',
    )}, m.text
    from reports r left join messages m on m.id = r.message_id
  `.execute(db);
  await db.schema.dropTable('reports').execute();
  await db.schema.alterTable('reports_next').renameTo('reports').execute();
  await createIndexes(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports_previous')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reporter_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('reported_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('chat_id', 'text')
    .addColumn('message_id', 'text')
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await sql`
    insert into reports_previous (${sharedColumns})
    select ${sharedColumns} from reports where reporter_id is not null
  `.execute(db);
  await db.schema.dropTable('reports').execute();
  await db.schema.alterTable('reports_previous').renameTo('reports').execute();
  await createIndexes(db);
}

async function createIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('reports_status_created_at')
    .on('reports')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('reports_pair')
    .on('reports')
    .columns(['reporter_id', 'reported_id'])
    .execute();
}
