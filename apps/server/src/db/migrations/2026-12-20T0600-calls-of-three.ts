import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * A call of three (decision 060: a programme's coordinator joins every call with a pupil under
 * 18): a call counts as the pair's (`call_history.both_joined`) once both members of the chat
 * are in it, not as soon as anyone but its starter is, so the mentor and the coordinator alone
 * make no call of the pair's on the caregiver's page or the console. The chat's id is
 * `{mentor}__{mentee}`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create or replace function call_history_joined() returns trigger language plpgsql as $$
      begin
        insert into call_history (chat_id, started_at, started_by)
          values (new.chat_id, new.started_at, new.user_id) on conflict do nothing;
        update call_history set both_joined = 1
          where chat_id = new.chat_id and ended_at is null
            and exists (select 1 from active_calls a where a.chat_id = new.chat_id
              and a.user_id = split_part(new.chat_id, '__', 1))
            and exists (select 1 from active_calls a where a.chat_id = new.chat_id
              and a.user_id = split_part(new.chat_id, '__', 2));
        return null;
      end $$`.execute(db);
    return;
  }
  await sql`drop trigger call_history_joined`.execute(db);
  await sql`create trigger call_history_joined after insert on active_calls
    begin
      insert or ignore into call_history (chat_id, started_at, started_by)
        values (new.chat_id, new.started_at, new.user_id);
      update call_history set both_joined = 1
        where chat_id = new.chat_id and ended_at is null
          and exists (select 1 from active_calls a where a.chat_id = new.chat_id
            and a.user_id = substr(new.chat_id, 1, instr(new.chat_id, '__') - 1))
          and exists (select 1 from active_calls a where a.chat_id = new.chat_id
            and a.user_id = substr(new.chat_id, instr(new.chat_id, '__') + 2));
    end`.execute(db);
}

/** Back to "anyone but the starter joined". */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create or replace function call_history_joined() returns trigger language plpgsql as $$
      begin
        insert into call_history (chat_id, started_at, started_by)
          values (new.chat_id, new.started_at, new.user_id) on conflict do nothing;
        update call_history set both_joined = 1
          where chat_id = new.chat_id and ended_at is null and started_by <> new.user_id;
        return null;
      end $$`.execute(db);
    return;
  }
  await sql`drop trigger call_history_joined`.execute(db);
  await sql`create trigger call_history_joined after insert on active_calls
    begin
      insert or ignore into call_history (chat_id, started_at, started_by)
        values (new.chat_id, new.started_at, new.user_id);
      update call_history set both_joined = 1
        where chat_id = new.chat_id and ended_at is null and started_by <> new.user_id;
    end`.execute(db);
}
