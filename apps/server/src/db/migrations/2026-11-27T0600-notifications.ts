import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/** The `users` columns the directory reads from now on: those of 2026-11-26 and capacity. */
const directoryUserColumns = [
  'id',
  'full_name',
  'role',
  'email_verified',
  'avatar_version',
  'created_at',
  'suspended_at',
  'mentee_capacity',
  'paused_requests',
];
const earlierDirectoryUserColumns = directoryUserColumns.slice(0, 7);

/**
 * What lets people miss nothing while they are away (decision 031): their choice of mails,
 * a key for unsubscribing without logging in, a mentor's capacity, reminders sent for a request,
 * when a chat's unread messages were last mailed, and which users have a tab open right now.
 * The directory now shows whether a mentor takes requests, so its version moves with capacity
 * and with every change of a request (a mentor fills up when one is accepted).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const integerColumn = (table: string, column: string, defaultValue: number) =>
    db.schema
      .alterTable(table)
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(defaultValue))
      .execute();
  for (const kind of ['requests', 'answers', 'unread']) {
    await integerColumn('users', `notify_${kind}`, 1);
  }
  await integerColumn('users', 'mentee_capacity', 3);
  await integerColumn('users', 'paused_requests', 0);
  await db.schema.alterTable('users').addColumn('mail_token', 'text').execute();
  await db.schema
    .createIndex('users_mail_token')
    .unique()
    .on('users')
    .column('mail_token')
    .execute();

  await integerColumn('mentor_requests', 'reminders_sent', 0);
  await db.schema
    .createIndex('mentor_requests_status_created')
    .on('mentor_requests')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema.alterTable('chat_reads').addColumn('unread_mailed_at', 'bigint').execute();

  await db.schema
    .createTable('open_tabs')
    .addColumn('connection_id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('process_id', 'text', (col) => col.notNull())
    .addColumn('opened_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('open_tabs_user').on('open_tabs').column('user_id').execute();
  await db.schema.createIndex('open_tabs_process').on('open_tabs').column('process_id').execute();

  await replaceUsersTrigger(db, directoryUserColumns);
  await createRequestsTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropRequestsTriggers(db);
  await replaceUsersTrigger(db, earlierDirectoryUserColumns);
  await db.schema.dropTable('open_tabs').execute();
  await db.schema.alterTable('chat_reads').dropColumn('unread_mailed_at').execute();
  await db.schema.dropIndex('mentor_requests_status_created').execute();
  await db.schema.alterTable('mentor_requests').dropColumn('reminders_sent').execute();
  await db.schema.dropIndex('users_mail_token').execute();
  for (const column of [
    'mail_token',
    'paused_requests',
    'mentee_capacity',
    'notify_unread',
    'notify_answers',
    'notify_requests',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The users trigger of 2026-11-26, made again over another list of columns. */
async function replaceUsersTrigger(db: Kysely<unknown>, columns: readonly string[]) {
  const update = sql.raw(`update of ${columns.join(', ')}`);
  if (isPostgres(db)) {
    await sql`drop trigger directory_changed_users_any on users`.execute(db);
    await sql`create constraint trigger directory_changed_users_any
      after insert or delete or ${update} on users
      deferrable initially deferred
      for each row execute function bump_directory_version()`.execute(db);
    return;
  }
  await sql`drop trigger directory_changed_users_update`.execute(db);
  await sql`create trigger directory_changed_users_update after ${update} on users
    begin update directory_version set version = version + 1 where id = 1; end`.execute(db);
}

const requestEvents = { insert: 'insert', delete: 'delete', update: 'update of status' };

async function createRequestsTriggers(db: Kysely<unknown>) {
  if (isPostgres(db)) {
    await sql`create constraint trigger directory_changed_mentor_requests_any
      after insert or delete or update of status on mentor_requests
      deferrable initially deferred
      for each row execute function bump_directory_version()`.execute(db);
    return;
  }
  for (const [name, event] of Object.entries(requestEvents)) {
    await sql`create trigger ${sql.id(`directory_changed_mentor_requests_${name}`)}
      after ${sql.raw(event)} on mentor_requests
      begin update directory_version set version = version + 1 where id = 1; end`.execute(db);
  }
}

async function dropRequestsTriggers(db: Kysely<unknown>) {
  if (isPostgres(db)) {
    await sql`drop trigger directory_changed_mentor_requests_any on mentor_requests`.execute(db);
    return;
  }
  for (const name of Object.keys(requestEvents)) {
    await sql`drop trigger ${sql.id(`directory_changed_mentor_requests_${name}`)}`.execute(db);
  }
}
