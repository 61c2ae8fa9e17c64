import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/** The columns of `mentor_profiles` that suggestions score: a change to any is recorded. */
const scoredColumns = [
  'experience_mask',
  'shown_experience_mask',
  'goal_mask',
  'category_mask',
  'language_mask',
];

const events = [
  { name: 'insert', on: 'insert', row: 'new' },
  { name: 'delete', on: 'delete', row: 'old' },
  { name: 'update', on: `update of ${scoredColumns.join(', ')}`, row: 'new' },
] as const;

const triggerName = (event: string) => `story_bits_changed_${event}`;

/**
 * A numbered log of whose story bits changed, and the number of the latest change, written by
 * triggers in the same transaction as the change. A process that keeps every mentor's bits in
 * memory for the suggestions' first pass (decision 037) reads, when the number has moved, only
 * the mentors changed since the number it holds. Unlike the directory's version it does not move
 * with requests, pauses or capacity, which the first pass does not read.
 *
 * Each change takes the next number while holding the one row of `story_bits_version` until its
 * transaction ends, so numbers follow the order of commits: a reader that sees number N can read
 * every change up to N. The log holds ids and numbers only; the retention sweep keeps its tail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('story_bits_version')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into story_bits_version (id, version) values (1, 0)`.execute(db);
  await db.schema
    .createTable('story_bits_changes')
    .addColumn('version', 'bigint', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function record_story_bits_change() returns trigger language plpgsql as $$
      declare
        next_version bigint;
      begin
        update story_bits_version set version = version + 1 where id = 1
          returning version into next_version;
        insert into story_bits_changes (version, user_id)
          values (next_version, case when tg_op = 'DELETE' then old.user_id else new.user_id end);
        return null;
      end $$`.execute(db);
    // Deferred to the commit, as the other versions are: the one row is locked last and briefly.
    await sql`create constraint trigger story_bits_changed_any
      after ${sql.raw(events.map((event) => event.on).join(' or '))} on mentor_profiles
      deferrable initially deferred
      for each row execute function record_story_bits_change()`.execute(db);
    return;
  }
  for (const event of events) {
    await sql`create trigger ${sql.id(triggerName(event.name))}
      after ${sql.raw(event.on)} on mentor_profiles
      begin
        update story_bits_version set version = version + 1 where id = 1;
        insert into story_bits_changes (version, user_id)
          select version, ${sql.raw(event.row)}.user_id from story_bits_version where id = 1;
      end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger story_bits_changed_any on mentor_profiles`.execute(db);
    await sql`drop function record_story_bits_change()`.execute(db);
  } else {
    for (const event of events) {
      await sql`drop trigger ${sql.id(triggerName(event.name))}`.execute(db);
    }
  }
  await db.schema.dropTable('story_bits_changes').execute();
  await db.schema.dropTable('story_bits_version').execute();
}
