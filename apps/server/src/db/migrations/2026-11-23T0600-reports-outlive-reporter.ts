import { sql, type Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/** The columns both versions of the table share, in order. */
const sharedColumns = [
  'id',
  'reporter_id',
  'reported_id',
  'chat_id',
  'message_id',
  'reason',
  'details',
  'status',
  'outcome',
  'created_at',
  'closed_at',
];

/**
 * The reports table under a new name: as it was (the reporter required, gone with its account)
 * or as it becomes (the reporter may be gone, and the reported words are kept).
 */
async function createReportsTable(
  db: Kysely<unknown>,
  name: string,
  version: 'previous' | 'outliving',
): Promise<void> {
  let table = db.schema
    .createTable(name)
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reporter_id', 'text', (col) =>
      version === 'outliving'
        ? col.references('users.id').onDelete('set null')
        : col.notNull().references('users.id').onDelete('cascade'),
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
    .addColumn('closed_at', 'bigint');
  if (version === 'outliving') table = table.addColumn('message_text', 'text');
  await table.execute();
}

/** Puts the rebuilt table in the old one's place, with the same indexes. */
async function replaceReportsTable(db: Kysely<unknown>, rebuilt: string): Promise<void> {
  await db.schema.dropTable('reports').execute();
  await db.schema.alterTable(rebuilt).renameTo('reports').execute();
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

/**
 * A report outlives the account that made it: the reporter may be gone (null) and the reported
 * message's words are kept in the report, because the chat they were in goes with the account.
 * SQLite cannot drop NOT NULL in place, so the table is rebuilt the same way on both databases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createReportsTable(db, 'reports_next', 'outliving');
  await sql`
    insert into reports_next (${sql.raw(sharedColumns.join(', '))}, message_text)
    select ${sql.raw(sharedColumns.map((column) => `r.${column}`).join(', '))}, m.text
    from reports r left join messages m on m.id = r.message_id
  `.execute(db);
  await replaceReportsTable(db, 'reports_next');
}

/** Reports whose reporter is gone cannot go back to a table that requires one. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await createReportsTable(db, 'reports_previous', 'previous');
  const columns = sql.raw(sharedColumns.join(', '));
  await sql`
    insert into reports_previous (${columns})
    select ${columns} from reports where reporter_id is not null
  `.execute(db);
  await replaceReportsTable(db, 'reports_previous');
}
