import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/** The columns of `mentor_requests` whose change moves a chat's standing, `ended_at` added. */
const standingColumns = 'mentor_id, requester_id, status, ended_at';
const previousStandingColumns = 'mentor_id, requester_id, status';

/** Now, in milliseconds since 1970, as SQLite's clock tells it. */
const sqliteNow = `cast((julianday('now') - 2440587.5) * 86400000 as integer)`;

/**
 * SQLite's update trigger on `mentor_requests`, as `2026-12-08T0600-chat-standing-changes` wrote
 * it, for the columns given: the version moves, and the log takes both members.
 */
async function replaceSqliteUpdateTrigger(db: Kysely<unknown>, columns: string): Promise<void> {
  await sql`drop trigger chat_standing_changed_mentor_requests_update`.execute(db);
  await sql`create trigger chat_standing_changed_mentor_requests_update
    after update of ${sql.raw(columns)} on mentor_requests
    begin
      update chat_standing_version set version = version + 1 where id = 1;
      insert into chat_standing_changes (version, user_id, changed_at)
        select v.version, touched.user_id, ${sql.raw(sqliteNow)}
        from chat_standing_version v, (
          select old.mentor_id as user_id union select old.requester_id as user_id
          union select new.mentor_id as user_id union select new.requester_id as user_id
        ) touched
        where v.id = 1 and touched.user_id is not null;
    end`.execute(db);
}

/** PostgreSQL's one deferred trigger on `mentor_requests`, for the columns given. */
async function replacePostgresTrigger(db: Kysely<unknown>, columns: string): Promise<void> {
  await sql`drop trigger chat_standing_changed_mentor_requests_any on mentor_requests`.execute(db);
  await sql`create constraint trigger chat_standing_changed_mentor_requests_any
    after insert or delete or update of ${sql.raw(columns)} on mentor_requests
    deferrable initially deferred
    for each row execute function bump_chat_standing_version()`.execute(db);
}

/**
 * A planned ending of a mentoring (decision 060). `mentor_requests.ended_at` is set while a match
 * has ended: its chat is read only for both, and it no longer counts towards the mentor's
 * capacity. Setting or clearing it moves the chat standing version (decision 035), so every
 * process forgets the chat it kept and its open tabs are told. `ending_reminded_for` is the
 * planned end a reminder was mailed for, so a moved end reminds again.
 *
 * `match_endings` keeps each ending, with who ended it and why, and its reopening by a
 * coordinator; `exit_answers` each member's answers to the three exit questions. Both go with
 * the chat (docs/retention.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mentor_requests').addColumn('ended_at', 'bigint').execute();
  await db.schema.alterTable('mentor_requests').addColumn('ending_reminded_for', 'text').execute();
  // The mails of caring for a match (an ending, its reminder), a choice in Settings as the rest.
  await db.schema
    .alterTable('users')
    .addColumn('notify_mentoring', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('match_endings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('request_id', 'text', (col) =>
      col.notNull().references('mentor_requests.id').onDelete('cascade'),
    )
    .addColumn('ended_at', 'bigint', (col) => col.notNull())
    .addColumn('ended_by_role', 'text', (col) => col.notNull())
    .addColumn('ended_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('reopened_at', 'bigint')
    .addColumn('reopened_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reopen_reason', 'text')
    .execute();
  await db.schema
    .createIndex('match_endings_request')
    .on('match_endings')
    .columns(['request_id', 'ended_at'])
    .execute();
  await db.schema
    .createIndex('match_endings_ended_by')
    .on('match_endings')
    .column('ended_by')
    .execute();
  await db.schema
    .createIndex('match_endings_reopened_by')
    .on('match_endings')
    .column('reopened_by')
    .execute();

  await db.schema
    .createTable('exit_answers')
    .addColumn('ending_id', 'text', (col) =>
      col.notNull().references('match_endings.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('helped', 'integer', (col) => col.notNull())
    .addColumn('best_part', 'text', (col) => col.notNull())
    .addColumn('better', 'text', (col) => col.notNull())
    .addColumn('answered_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('exit_answers_pk', ['ending_id', 'user_id'])
    .execute();
  await db.schema.createIndex('exit_answers_user').on('exit_answers').column('user_id').execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await replacePostgresTrigger(db, standingColumns);
  } else {
    await replaceSqliteUpdateTrigger(db, standingColumns);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await replacePostgresTrigger(db, previousStandingColumns);
  } else {
    await replaceSqliteUpdateTrigger(db, previousStandingColumns);
  }
  await db.schema.dropTable('exit_answers').execute();
  await db.schema.dropTable('match_endings').execute();
  await db.schema.alterTable('mentor_requests').dropColumn('ending_reminded_for').execute();
  await db.schema.alterTable('mentor_requests').dropColumn('ended_at').execute();
  await db.schema.alterTable('users').dropColumn('notify_mentoring').execute();
}
