import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * The calls a chat had (decision 058: a programme's console shows each pair's calls and their
 * minutes): when each began, who began it, whether the other member joined, and when it ended.
 * A call is the time from the first tab joining the chat's call (`active_calls`) to the last
 * leaving it. Triggers on `active_calls` keep it, so every way a call ends (leaving, a closed
 * tab, a stopped or vanished process, the safeguarding gate) is counted without each writer
 * remembering to. One call per chat is open at a time; two tabs leaving at once on PostgreSQL
 * may each still see the other, and the calls' periodic review closes what they left open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('call_history')
    .addColumn('chat_id', 'text', (col) =>
      col.notNull().references('mentor_requests.id').onDelete('cascade'),
    )
    .addColumn('started_at', 'bigint', (col) => col.notNull())
    .addColumn('started_by', 'text', (col) => col.notNull())
    .addColumn('both_joined', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ended_at', 'bigint')
    .addPrimaryKeyConstraint('call_history_pk', ['chat_id', 'started_at'])
    .execute();
  await sql`create unique index call_history_open on call_history (chat_id) where ended_at is null`.execute(
    db,
  );

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function call_history_joined() returns trigger language plpgsql as $$
      begin
        insert into call_history (chat_id, started_at, started_by)
          values (new.chat_id, new.started_at, new.user_id) on conflict do nothing;
        update call_history set both_joined = 1
          where chat_id = new.chat_id and ended_at is null and started_by <> new.user_id;
        return null;
      end $$`.execute(db);
    await sql`create function call_history_left() returns trigger language plpgsql as $$
      begin
        if not exists (select 1 from active_calls where chat_id = old.chat_id) then
          update call_history set ended_at = (extract(epoch from clock_timestamp()) * 1000)::bigint
            where chat_id = old.chat_id and ended_at is null;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger call_history_joined after insert on active_calls
      for each row execute function call_history_joined()`.execute(db);
    await sql`create trigger call_history_left after delete on active_calls
      for each row execute function call_history_left()`.execute(db);
    return;
  }
  await sql`create trigger call_history_joined after insert on active_calls
    begin
      insert or ignore into call_history (chat_id, started_at, started_by)
        values (new.chat_id, new.started_at, new.user_id);
      update call_history set both_joined = 1
        where chat_id = new.chat_id and ended_at is null and started_by <> new.user_id;
    end`.execute(db);
  await sql`create trigger call_history_left after delete on active_calls
    when not exists (select 1 from active_calls where chat_id = old.chat_id)
    begin
      update call_history set ended_at = cast((julianday('now') - 2440587.5) * 86400000 as integer)
        where chat_id = old.chat_id and ended_at is null;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger call_history_left on active_calls`.execute(db);
    await sql`drop trigger call_history_joined on active_calls`.execute(db);
    await sql`drop function call_history_left()`.execute(db);
    await sql`drop function call_history_joined()`.execute(db);
  } else {
    await sql`drop trigger call_history_left`.execute(db);
    await sql`drop trigger call_history_joined`.execute(db);
  }
  await db.schema.dropTable('call_history').execute();
}
