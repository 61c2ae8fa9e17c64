import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * What the mentor directory reads, and for `users` the columns it reads: a change to any of
 * them is a change to some page of the directory.
 */
const directorySources = [
  {
    table: 'users',
    columns: [
      'id',
      'full_name',
      'role',
      'email_verified',
      'avatar_version',
      'created_at',
      'suspended_at',
    ],
  },
  { table: 'mentor_skills', columns: null },
  { table: 'safeguarding_leads', columns: null },
  { table: 'blocks', columns: null },
] as const;

const triggerName = (table: string, event: string) => `directory_changed_${table}_${event}`;

/**
 * One number that every change to what the directory shows increases, in the same transaction
 * as the change, so a directory page stored with the number it was read under is stale exactly
 * when the number has moved (decision 028). Triggers keep it, so no write path can forget it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('directory_version')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into directory_version (id, version) values (1, 1)`.execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function bump_directory_version() returns trigger language plpgsql as $$
      begin
        update directory_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
    for (const { table, columns } of directorySources) {
      const update = columns ? `update of ${columns.join(', ')}` : 'update';
      // Deferred to the commit, so the one row is locked last and for the shortest time: two
      // transactions never wait on it while holding what the other needs.
      await sql`create constraint trigger ${sql.id(triggerName(table, 'any'))}
        after insert or delete or ${sql.raw(update)} on ${sql.table(table)}
        deferrable initially deferred
        for each row execute function bump_directory_version()`.execute(db);
    }
    return;
  }
  for (const { table, columns } of directorySources) {
    const events = {
      insert: 'insert',
      delete: 'delete',
      update: columns ? `update of ${columns.join(', ')}` : 'update',
    };
    for (const [name, event] of Object.entries(events)) {
      await sql`create trigger ${sql.id(triggerName(table, name))}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin update directory_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const { table } of directorySources) {
      await sql`drop trigger ${sql.id(triggerName(table, 'any'))} on ${sql.table(table)}`.execute(
        db,
      );
    }
    await sql`drop function bump_directory_version()`.execute(db);
  } else {
    for (const { table } of directorySources) {
      for (const name of ['insert', 'delete', 'update']) {
        await sql`drop trigger ${sql.id(triggerName(table, name))}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('directory_version').execute();
}
