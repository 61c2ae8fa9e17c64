import { type Kysely, sql } from 'kysely';
import { type DirectSqlite, directSqliteOf } from '../../db/direct-sqlite.ts';
import { runAsNamedStatement } from '../../db/named-statements.ts';
import { isPostgres } from '../../db/one-process-at-a-time.ts';
import type { Database } from '../../db/schema.ts';
import { insertNextMessage, insertNextMessageNow, type NewMessage } from './repository.ts';

/** What became of one message of a group: its position in the chat, or why it was refused. */
export type Written = { seq: number } | { error: unknown };

/**
 * Stores a group of messages, each as its chat's next, in the order given, and answers what
 * became of each once the group is committed (decision 032).
 */
export async function insertMessageGroup(
  db: Kysely<Database>,
  messages: NewMessage[],
): Promise<Written[]> {
  if (isPostgres(db)) return writeGroupOnPostgres(db, messages);
  const direct = directSqliteOf(db);
  return direct ? writeGroupOnSqliteNow(db, direct, messages) : writeGroupOnSqlite(db, messages);
}

/** A refusal that concerns one row (a unique key, a chat just deleted), not the database. */
function isRowRefusal(error: unknown): boolean {
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string') {
    return false;
  }
  // SQLite's constraint codes; PostgreSQL's class 23, integrity constraint violation.
  return error.code.startsWith('SQLITE_CONSTRAINT') || error.code.startsWith('23');
}

/** Keeps a row's refusal as its outcome; anything else goes on to fail the whole group. */
function refusalOf(error: unknown): Written {
  if (!isRowRefusal(error)) throw error;
  return { error };
}

/**
 * As writeGroupOnSqlite, at once on the connection, when no other transaction holds it
 * (decision 035): the whole group without a promise between its statements.
 */
function writeGroupOnSqliteNow(
  db: Kysely<Database>,
  direct: DirectSqlite,
  messages: NewMessage[],
): Written[] {
  return direct.transaction(() =>
    messages.map((message): Written => {
      try {
        return { seq: insertNextMessageNow(db, direct, message) };
      } catch (error) {
        return refusalOf(error);
      }
    }),
  );
}

/**
 * One transaction, one insert per message: SQLite refuses a clashing statement alone and the
 * transaction goes on, so one retried message does not fail the others. Anything else (a full
 * disk) rolls the whole group back, and every sender retries.
 */
function writeGroupOnSqlite(db: Kysely<Database>, messages: NewMessage[]): Promise<Written[]> {
  return db.transaction().execute(async (trx) => {
    const written: Written[] = [];
    for (const message of messages) {
      written.push(
        await insertNextMessage(trx, message).then((seq): Written => ({ seq }), refusalOf),
      );
    }
    return written;
  });
}

/**
 * One statement for the whole group, one round trip: each message takes the chat's last
 * position as it was before the statement, plus its place among the group's messages to the same
 * chat. PostgreSQL refuses a statement whole, so when one row clashes (a retry racing its
 * original, another process writing the same chat) the group is written again a message at a
 * time, and only the clashing ones fail.
 */
async function writeGroupOnPostgres(
  db: Kysely<Database>,
  messages: NewMessage[],
): Promise<Written[]> {
  const column = <Value>(pick: (message: NewMessage) => Value) => messages.map(pick);
  try {
    const query = sql<{ id: string; seq: number }>`
      insert into messages (id, chat_id, seq, sender_id, text, image_key, client_id, created_at)
      select g.id, g.chat_id,
        coalesce((select max(m.seq) from messages m where m.chat_id = g.chat_id), 0)
          + row_number() over (partition by g.chat_id order by g.place),
        g.sender_id, g.text, g.image_key, g.client_id, g.created_at
      from unnest(
        ${column((m) => m.id)}::text[], ${column((m) => m.chatId)}::text[],
        ${column((m) => m.senderId)}::text[], ${column((m) => m.text)}::text[],
        ${column((m) => m.imageId)}::text[], ${column((m) => m.clientId)}::text[],
        ${column((m) => m.now)}::bigint[]
      ) with ordinality as g(id, chat_id, sender_id, text, image_key, client_id, created_at, place)
      returning id, seq`.compile(db);
    runAsNamedStatement(query.sql);
    const { rows } = await db.executeQuery(query);
    const seqById = new Map(rows.map((row) => [row.id, Number(row.seq)]));
    return messages.map((message) => {
      const seq = seqById.get(message.id);
      return seq === undefined ? { error: new Error('the message was not written') } : { seq };
    });
  } catch (error) {
    if (!isRowRefusal(error)) throw error;
    // In order, so that a sender's messages keep their order in the chat.
    const written: Written[] = [];
    for (const message of messages) {
      written.push(
        await insertNextMessage(db, message).then(
          (seq): Written => ({ seq }),
          (refusal: unknown): Written => ({ error: refusal }),
        ),
      );
    }
    return written;
  }
}
