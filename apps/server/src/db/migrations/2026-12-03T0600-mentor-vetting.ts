import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

const events = ['insert', 'update', 'delete'] as const;

/**
 * A mentor's safeguarding record (decision 038): only what a lead attests, never a copy of a
 * certificate. Days are `YYYY-MM-DD` text. `reaches_children_until` is worked out by the app on
 * every write: the first day the record no longer lets its mentor reach anyone under 18, null
 * while incomplete or suspended. Every gate compares it with today, so an expiry needs no job.
 *
 * The directory's pages, kept chats and the suggestions' bits all depend on it, so a change
 * moves the directory version and the chat standing version and is logged as a story change, by
 * the functions the earlier migrations made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mentor_vetting')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('check_kind', 'text')
    .addColumn('check_reference', 'text')
    .addColumn('issued_on', 'text')
    .addColumn('seen_on', 'text')
    .addColumn('expires_on', 'text')
    .addColumn('references_received', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('references_on', 'text')
    .addColumn('interviewed_on', 'text')
    .addColumn('trained_on', 'text')
    .addColumn('suspended_at', 'bigint')
    .addColumn('suspended_reason', 'text')
    .addColumn('reaches_children_until', 'text')
    // Who made the last change: a lead's address, the mentor (training in the app) or the
    // server's operator; every change is also in the audit log.
    .addColumn('recorded_by', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('mentor_vetting_reaches_children_until')
    .on('mentor_vetting')
    .column('reaches_children_until')
    .execute();
  // The notices sent, one per record, kind and day, so a notice goes once however often the
  // periodic work runs and however many processes run it.
  await db.schema
    .createTable('vetting_notices')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('expires_on', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('vetting_notices_pk', ['user_id', 'kind', 'expires_on'])
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const bump of [
      'bump_directory_version',
      'bump_chat_standing_version',
      'record_story_bits_change',
    ]) {
      await sql`create constraint trigger ${sql.id(`${bump}_mentor_vetting`)}
        after insert or update or delete on mentor_vetting
        deferrable initially deferred
        for each row execute function ${sql.id(bump)}()`.execute(db);
    }
    return;
  }
  for (const event of events) {
    const row = event === 'delete' ? 'old' : 'new';
    await sql`create trigger ${sql.id(`mentor_vetting_changed_${event}`)}
      after ${sql.raw(event)} on mentor_vetting
      begin
        update directory_version set version = version + 1 where id = 1;
        update chat_standing_version set version = version + 1 where id = 1;
        update story_bits_version set version = version + 1 where id = 1;
        insert into story_bits_changes (version, user_id)
          select version, ${sql.raw(row)}.user_id from story_bits_version where id = 1;
      end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const bump of [
      'bump_directory_version',
      'bump_chat_standing_version',
      'record_story_bits_change',
    ]) {
      await sql`drop trigger ${sql.id(`${bump}_mentor_vetting`)} on mentor_vetting`.execute(db);
    }
  } else {
    for (const event of events) {
      await sql`drop trigger ${sql.id(`mentor_vetting_changed_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('vetting_notices').execute();
  await db.schema.dropTable('mentor_vetting').execute();
}
