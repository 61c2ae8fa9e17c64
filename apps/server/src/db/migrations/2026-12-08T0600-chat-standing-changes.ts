import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * For each table that moves the chat standing version (the migrations `2026-11-30T0600-chat-
 * standing-version` and `2026-12-03T0600-mentor-vetting`), the columns naming the people a change
 * touches: a chat is touched when its mentor or its mentee is among them. On SQLite, each trigger
 * as those migrations created it: its event and the rows it sees.
 */
const standingSources = [
  {
    table: 'mentor_requests',
    ids: ['mentor_id', 'requester_id'],
    events: [
      { name: 'insert', on: 'insert', rows: ['new'] },
      { name: 'delete', on: 'delete', rows: ['old'] },
      { name: 'update', on: 'update of mentor_id, requester_id, status', rows: ['old', 'new'] },
    ],
  },
  {
    table: 'users',
    ids: ['id'],
    events: [
      { name: 'delete', on: 'delete', rows: ['old'] },
      { name: 'update', on: 'update of full_name, age, suspended_at', rows: ['old'] },
    ],
  },
  {
    table: 'blocks',
    ids: ['blocker_id', 'blocked_id'],
    events: [
      { name: 'insert', on: 'insert', rows: ['new'] },
      { name: 'delete', on: 'delete', rows: ['old'] },
      { name: 'update', on: 'update', rows: ['old', 'new'] },
    ],
  },
  {
    table: 'reports',
    ids: ['reporter_id', 'reported_id'],
    events: [
      { name: 'insert', on: 'insert', rows: ['new'] },
      { name: 'delete', on: 'delete', rows: ['old'] },
      { name: 'update', on: 'update of reporter_id, reported_id, status', rows: ['old', 'new'] },
    ],
  },
] as const;

const vettingEvents = [
  { name: 'insert', row: 'new' },
  { name: 'update', row: 'new' },
  { name: 'delete', row: 'old' },
] as const;

const triggerName = (table: string, event: string) => `chat_standing_changed_${table}_${event}`;

/** Now, in milliseconds since 1970, as SQLite's clock tells it. */
const sqliteNow = `cast((julianday('now') - 2440587.5) * 86400000 as integer)`;

/** SQLite: the version moves, and the log takes the people the change touched under the new one. */
const sqliteBumpAndLog = (rows: readonly string[], ids: readonly string[]) => {
  const touched = rows
    .flatMap((row) => ids.map((column) => `select ${row}.${column} as user_id`))
    .join(' union ');
  return `update chat_standing_version set version = version + 1 where id = 1;
        insert into chat_standing_changes (version, user_id, changed_at)
          select v.version, touched.user_id, ${sqliteNow}
          from chat_standing_version v, (${touched}) touched
          where v.id = 1 and touched.user_id is not null;`;
};

/** The mentor_vetting triggers' other work, as `2026-12-03T0600-mentor-vetting` wrote it. */
const vettingOtherWork = (row: string) => `
        update directory_version set version = version + 1 where id = 1;
        update story_bits_version set version = version + 1 where id = 1;
        insert into story_bits_changes (version, user_id)
          select version, ${row}.user_id from story_bits_version where id = 1;`;

/**
 * A short log of whom each move of the chat standing version touched, written by the triggers
 * that move it, in the same statement: so a process that keeps chats (decision 035) forgets, when
 * the version has moved, only the chats of those people instead of every chat it keeps. A version
 * with no row in the log (a table the function does not know, or the log pruned) tells the
 * process to forget everything, as before.
 *
 * Version order stays commit order: on PostgreSQL the bump is deferred to the commit and the one
 * row of `chat_standing_version` is held until then; on SQLite writers run one at a time. So a
 * reader that has seen version N can read every change up to N. The log holds ids, numbers and
 * times only; the retention sweep keeps an hour of it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_standing_changes')
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_standing_changes_pk', ['version', 'user_id'])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // The triggers stay; the function they run learns to log. Deferred, it sees each row as it
    // was at its event.
    await sql`create or replace function bump_chat_standing_version() returns trigger
      language plpgsql as $$
      declare
        next_version bigint;
        now_ms bigint := (extract(epoch from clock_timestamp()) * 1000)::bigint;
        id_columns text[] := case tg_table_name
          when 'mentor_requests' then array['mentor_id', 'requester_id']
          when 'users' then array['id']
          when 'blocks' then array['blocker_id', 'blocked_id']
          when 'reports' then array['reporter_id', 'reported_id']
          when 'mentor_vetting' then array['user_id']
        end;
        changed_rows jsonb[] := case tg_op
          when 'INSERT' then array[to_jsonb(new)]
          when 'DELETE' then array[to_jsonb(old)]
          else array[to_jsonb(old), to_jsonb(new)]
        end;
      begin
        update chat_standing_version set version = version + 1 where id = 1
          returning version into next_version;
        insert into chat_standing_changes (version, user_id, changed_at)
          select distinct next_version, changed_row ->> id_column, now_ms
          from unnest(changed_rows) as changed_row, unnest(id_columns) as id_column
          where changed_row ->> id_column is not null;
        return null;
      end $$`.execute(db);
    return;
  }
  for (const { table, ids, events } of standingSources) {
    for (const event of events) {
      await sql`drop trigger ${sql.id(triggerName(table, event.name))}`.execute(db);
      await sql`create trigger ${sql.id(triggerName(table, event.name))}
        after ${sql.raw(event.on)} on ${sql.table(table)}
        begin ${sql.raw(sqliteBumpAndLog(event.rows, ids))} end`.execute(db);
    }
  }
  for (const { name, row } of vettingEvents) {
    await sql`drop trigger ${sql.id(`mentor_vetting_changed_${name}`)}`.execute(db);
    await sql`create trigger ${sql.id(`mentor_vetting_changed_${name}`)}
      after ${sql.raw(name)} on mentor_vetting
      begin
        ${sql.raw(sqliteBumpAndLog([row], ['user_id']))}
        ${sql.raw(vettingOtherWork(row))}
      end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create or replace function bump_chat_standing_version() returns trigger
      language plpgsql as $$
      begin
        update chat_standing_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
  } else {
    const bump = 'update chat_standing_version set version = version + 1 where id = 1;';
    for (const { table, events } of standingSources) {
      for (const event of events) {
        await sql`drop trigger ${sql.id(triggerName(table, event.name))}`.execute(db);
        await sql`create trigger ${sql.id(triggerName(table, event.name))}
          after ${sql.raw(event.on)} on ${sql.table(table)}
          begin ${sql.raw(bump)} end`.execute(db);
      }
    }
    for (const { name, row } of vettingEvents) {
      await sql`drop trigger ${sql.id(`mentor_vetting_changed_${name}`)}`.execute(db);
      await sql`create trigger ${sql.id(`mentor_vetting_changed_${name}`)}
        after ${sql.raw(name)} on mentor_vetting
        begin
          ${sql.raw(bump)}
          ${sql.raw(vettingOtherWork(row))}
        end`.execute(db);
    }
  }
  await db.schema.dropTable('chat_standing_changes').execute();
}
