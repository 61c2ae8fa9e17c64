import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * What a chat's access check reads, and for each table the columns it reads (null: any change):
 * the request (its members and status), the members' names, ages and suspensions, a block either
 * way and an open report either way. A new user has no chat yet, so only their changes count.
 */
const standingSources = [
  {
    table: 'mentor_requests',
    events: ['insert', 'delete', 'update'],
    columns: ['mentor_id', 'requester_id', 'status'],
  },
  { table: 'users', events: ['delete', 'update'], columns: ['full_name', 'age', 'suspended_at'] },
  { table: 'blocks', events: ['insert', 'delete', 'update'], columns: null },
  {
    table: 'reports',
    events: ['insert', 'delete', 'update'],
    columns: ['reporter_id', 'reported_id', 'status'],
  },
] as const;

const triggerName = (table: string, event: string) => `chat_standing_changed_${table}_${event}`;

const eventSql = (event: string, columns: readonly string[] | null) =>
  event === 'update' && columns ? `update of ${columns.join(', ')}` : event;

/**
 * One number that every change to a chat's standing increases, in the same transaction as the
 * change, so a chat kept with the number it was read under is stale exactly when the number has
 * moved (decision 035). Triggers keep it, so no write path can forget it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_standing_version')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into chat_standing_version (id, version) values (1, 1)`.execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function bump_chat_standing_version() returns trigger language plpgsql as $$
      begin
        update chat_standing_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
    for (const { table, events, columns } of standingSources) {
      const on = events.map((event) => eventSql(event, columns)).join(' or ');
      // Deferred to the commit, so the one row is locked last and for the shortest time: two
      // transactions never wait on it while holding what the other needs.
      await sql`create constraint trigger ${sql.id(triggerName(table, 'any'))}
        after ${sql.raw(on)} on ${sql.table(table)}
        deferrable initially deferred
        for each row execute function bump_chat_standing_version()`.execute(db);
    }
    return;
  }
  for (const { table, events, columns } of standingSources) {
    for (const event of events) {
      await sql`create trigger ${sql.id(triggerName(table, event))}
        after ${sql.raw(eventSql(event, columns))} on ${sql.table(table)}
        begin update chat_standing_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const { table } of standingSources) {
      await sql`drop trigger ${sql.id(triggerName(table, 'any'))} on ${sql.table(table)}`.execute(
        db,
      );
    }
    await sql`drop function bump_chat_standing_version()`.execute(db);
  } else {
    for (const { table, events } of standingSources) {
      for (const event of events) {
        await sql`drop trigger ${sql.id(triggerName(table, event))}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('chat_standing_version').execute();
}
