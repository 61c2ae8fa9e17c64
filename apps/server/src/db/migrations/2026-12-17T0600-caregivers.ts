import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/** The columns of `mentor_requests` whose change moves a chat's standing, the pause added. */
const standingColumns = 'mentor_id, requester_id, status, ended_at, caregiver_paused_at';
const previousStandingColumns = 'mentor_id, requester_id, status, ended_at';

/** Now, in milliseconds since 1970, as SQLite's clock tells it. */
const sqliteNow = `cast((julianday('now') - 2440587.5) * 86400000 as integer)`;

/** SQLite's update trigger on `mentor_requests`, as the migrations before wrote it. */
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

async function replacePostgresTrigger(db: Kysely<unknown>, columns: string): Promise<void> {
  await sql`drop trigger chat_standing_changed_mentor_requests_any on mentor_requests`.execute(db);
  await sql`create constraint trigger chat_standing_changed_mentor_requests_any
    after insert or delete or update of ${sql.raw(columns)} on mentor_requests
    deferrable initially deferred
    for each row execute function bump_chat_standing_version()`.execute(db);
}

/**
 * A caregiver who knows (decision 060). `caregivers` holds a child's parent or carer: their
 * address, the hash of the one link to their page that works now (each mail gives a new one),
 * where the address came from ('sign_up' for a child under 13, 'programme' for 13 to 15 in a
 * programme that asks), and when the monthly summary last went.
 *
 * On `mentor_requests`: `caregiver_paused_at` while a caregiver has the chat paused (it moves the
 * chat's standing, as a report does, until a coordinator or a lead lifts it), and for a child
 * under 13 the caregiver's yes or no to the match (`caregiver_decided_at`, `caregiver_agreed`).
 * `programmes.asks_caregiver` is a programme asking its pupils of 13 to 15 for an address too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('caregivers')
    .addColumn('child_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('link_sent_at', 'bigint', (col) => col.notNull())
    .addColumn('summary_sent_at', 'bigint')
    .execute();
  await db.schema.createIndex('caregivers_email').on('caregivers').column('email').execute();
  await db.schema
    .alterTable('programmes')
    .addColumn('asks_caregiver', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('mentor_requests')
    .addColumn('caregiver_paused_at', 'bigint')
    .execute();
  await db.schema
    .alterTable('mentor_requests')
    .addColumn('caregiver_decided_at', 'bigint')
    .execute();
  await db.schema.alterTable('mentor_requests').addColumn('caregiver_agreed', 'integer').execute();
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
  for (const column of ['caregiver_agreed', 'caregiver_decided_at', 'caregiver_paused_at']) {
    await db.schema.alterTable('mentor_requests').dropColumn(column).execute();
  }
  await db.schema.alterTable('programmes').dropColumn('asks_caregiver').execute();
  await db.schema.dropTable('caregivers').execute();
}
