import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * Each member's time in the calls of a chat (decision 059: kept so a programme's console and a
 * carer's page can show each call's start, end and length per member; nothing of a call is
 * recorded). A member's span runs from their first tab joining the chat's call (`active_calls`)
 * to their last leaving it; leaving and rejoining during one call starts a new span, so a
 * member's length in a call is the sum of theirs. Each span names its call by the
 * `call_history` row's `started_at`.
 * Triggers on `active_calls` keep it, as they keep `call_history`, so every way a tab lets go (a
 * leave, a closed tab, a stopped or vanished process, the safeguarding gate) ends a span without
 * each writer remembering to. Two tabs of a member leaving at once on PostgreSQL may each still
 * see the other; the calls' periodic review closes the spans they left open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('call_attendance')
    .addColumn('chat_id', 'text', (col) =>
      col.notNull().references('mentor_requests.id').onDelete('cascade'),
    )
    .addColumn('call_started_at', 'bigint', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('joined_at', 'bigint', (col) => col.notNull())
    .addColumn('left_at', 'bigint')
    .addPrimaryKeyConstraint('call_attendance_pk', ['chat_id', 'user_id', 'joined_at'])
    .execute();
  // One open span per member and chat: a second tab joining is already in it.
  await sql`create unique index call_attendance_open on call_attendance (chat_id, user_id)
    where left_at is null`.execute(db);

  // The span's call is the chat's open `call_history` row, which `call_history_joined` makes
  // on the same insert. The order of two triggers on one event is PostgreSQL's by name (these
  // are named to come after `call_history_*`) and unspecified on SQLite (today the newest
  // first), so a first tab finding no open call falls back to its own start: the very value
  // `call_history_joined` gives the call it opens.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function call_member_joined() returns trigger language plpgsql as $$
      begin
        insert into call_attendance (chat_id, call_started_at, user_id, joined_at)
          values (
            new.chat_id,
            coalesce(
              (select started_at from call_history where chat_id = new.chat_id and ended_at is null),
              new.started_at
            ),
            new.user_id,
            new.started_at
          )
          on conflict do nothing;
        return null;
      end $$`.execute(db);
    await sql`create function call_member_left() returns trigger language plpgsql as $$
      begin
        if not exists (
          select 1 from active_calls where chat_id = old.chat_id and user_id = old.user_id
        ) then
          update call_attendance set left_at = (extract(epoch from clock_timestamp()) * 1000)::bigint
            where chat_id = old.chat_id and user_id = old.user_id and left_at is null;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger call_member_joined after insert on active_calls
      for each row execute function call_member_joined()`.execute(db);
    await sql`create trigger call_member_left after delete on active_calls
      for each row execute function call_member_left()`.execute(db);
    return;
  }
  await sql`create trigger call_member_joined after insert on active_calls
    begin
      insert or ignore into call_attendance (chat_id, call_started_at, user_id, joined_at)
        values (
          new.chat_id,
          coalesce(
            (select started_at from call_history where chat_id = new.chat_id and ended_at is null),
            new.started_at
          ),
          new.user_id,
          new.started_at
        );
    end`.execute(db);
  await sql`create trigger call_member_left after delete on active_calls
    when not exists (
      select 1 from active_calls where chat_id = old.chat_id and user_id = old.user_id
    )
    begin
      update call_attendance set left_at = cast((julianday('now') - 2440587.5) * 86400000 as integer)
        where chat_id = old.chat_id and user_id = old.user_id and left_at is null;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger call_member_left on active_calls`.execute(db);
    await sql`drop trigger call_member_joined on active_calls`.execute(db);
    await sql`drop function call_member_left()`.execute(db);
    await sql`drop function call_member_joined()`.execute(db);
  } else {
    await sql`drop trigger call_member_left`.execute(db);
    await sql`drop trigger call_member_joined`.execute(db);
  }
  await db.schema.dropTable('call_attendance').execute();
}
