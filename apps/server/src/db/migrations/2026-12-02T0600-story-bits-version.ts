import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/** The columns of `mentor_profiles` that suggestions score: a change to any moves the version. */
const scoredColumns = [
  'experience_mask',
  'shown_experience_mask',
  'goal_mask',
  'category_mask',
  'language_mask',
];

const events = ['insert', 'delete', `update of ${scoredColumns.join(', ')}`];

const triggerName = (event: string) => `story_bits_changed_${event.split(' ')[0] ?? event}`;

/**
 * One number that every change to a story's bits increases, in the same transaction, so a process
 * that keeps every mentor's bits in memory for the suggestions' first pass (decision 037) reads
 * them again exactly when they have changed: a story saved, a mentor gone. Unlike the directory's
 * version it does not move with requests, pauses or capacity, which the first pass does not read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('story_bits_version')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into story_bits_version (id, version) values (1, 1)`.execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function bump_story_bits_version() returns trigger language plpgsql as $$
      begin
        update story_bits_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
    // Deferred to the commit, as the other versions are: the one row is locked last and briefly.
    await sql`create constraint trigger story_bits_changed_any
      after ${sql.raw(events.join(' or '))} on mentor_profiles
      deferrable initially deferred
      for each row execute function bump_story_bits_version()`.execute(db);
    return;
  }
  for (const event of events) {
    await sql`create trigger ${sql.id(triggerName(event))}
      after ${sql.raw(event)} on mentor_profiles
      begin update story_bits_version set version = version + 1 where id = 1; end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger story_bits_changed_any on mentor_profiles`.execute(db);
    await sql`drop function bump_story_bits_version()`.execute(db);
  } else {
    for (const event of events) await sql`drop trigger ${sql.id(triggerName(event))}`.execute(db);
  }
  await db.schema.dropTable('story_bits_version').execute();
}
