import { sql, type Kysely } from 'kysely';
import type { Role } from '@mentorbridge/domain/constants';
import type { DirectSqlite } from '../../db/direct-sqlite.ts';
import { type Argument, preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';

/** A stored message with its sender's name and role, before "seen by" is added. */
export interface MessageRecord {
  id: string;
  chatId: string;
  seq: number;
  senderId: string;
  senderName: string;
  senderRole: Role;
  text: string;
  /** The image's id within the chat's folder, or null. */
  imageId: string | null;
  clientId: string;
  createdAt: number;
}

function messagesWithSenders(db: Kysely<Database>) {
  return db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .select([
      'm.id',
      'm.chat_id',
      'm.seq',
      'm.sender_id',
      'u.full_name',
      'u.role',
      'm.text',
      'm.image_key',
      'm.client_id',
      'm.created_at',
    ]);
}

type MessageRow = Awaited<
  ReturnType<ReturnType<typeof messagesWithSenders>['executeTakeFirstOrThrow']>
>;

const toMessage = (row: MessageRow): MessageRecord => ({
  id: row.id,
  chatId: row.chat_id,
  seq: row.seq,
  senderId: row.sender_id,
  senderName: row.full_name,
  senderRole: row.role,
  text: row.text,
  imageId: row.image_key,
  clientId: row.client_id,
  createdAt: row.created_at,
});

/** A chat's messages after a position, oldest first. */
export async function listMessagesAfter(
  db: Kysely<Database>,
  chatId: string,
  afterSeq: number,
  limit: number,
): Promise<MessageRecord[]> {
  const rows = await messagesWithSenders(db)
    .where('m.chat_id', '=', chatId)
    .where('m.seq', '>', afterSeq)
    .orderBy('m.seq')
    .limit(limit)
    .execute();
  return rows.map(toMessage);
}

const messageByClientId = preparedQuery(
  (db, argument: Argument<{ senderId: string; clientId: string }>) =>
    messagesWithSenders(db)
      .where('m.sender_id', '=', argument('senderId'))
      .where('m.client_id', '=', argument('clientId')),
);

/** The message a sender already sent under a client id, if any: every send asks first. */
export async function findMessageByClientId(
  db: Kysely<Database>,
  senderId: string,
  clientId: string,
): Promise<MessageRecord | undefined> {
  const [row] = await messageByClientId(db, { senderId, clientId });
  return row && toMessage(row);
}

/**
 * A message about to be stored at `now`. A type alias rather than an interface, because a
 * prepared query's arguments must be a record (interfaces have no index signature).
 */
export type NewMessage = {
  id: string;
  chatId: string;
  senderId: string;
  text: string;
  imageId: string | null;
  clientId: string;
  now: number;
};

const insertMessageAtNextSeq = preparedQuery((db, argument: Argument<NewMessage>) =>
  db
    .insertInto('messages')
    .values((eb) => ({
      id: argument('id'),
      chat_id: argument('chatId'),
      seq: eb
        .selectFrom('messages')
        .select(sql<number>`coalesce(max(seq), 0) + 1`.as('next'))
        .where('chat_id', '=', argument('chatId')),
      sender_id: argument('senderId'),
      text: argument('text'),
      image_key: argument('imageId'),
      client_id: argument('clientId'),
      created_at: argument('now'),
    }))
    .returning('seq'),
);

/**
 * Stores a message as the chat's next position, in one statement, and answers that position.
 * Two sends at once may pick the same number: the unique (chat_id, seq) refuses one, and the
 * caller tries again.
 */
export async function insertNextMessage(
  db: Kysely<Database>,
  message: NewMessage,
): Promise<number> {
  return positionOf(await insertMessageAtNextSeq(db, message));
}

/** As insertNextMessage, at once, on SQLite's connection held in the caller's transaction. */
export function insertNextMessageNow(
  db: Kysely<Database>,
  direct: DirectSqlite,
  message: NewMessage,
): number {
  return positionOf(insertMessageAtNextSeq.now(db, direct, message));
}

function positionOf([row]: { seq: number }[]): number {
  if (!row) throw new Error('the message insert returned no position');
  return Number(row.seq);
}

/** How far each member has seen the chat. */
export async function listChatReads(
  db: Kysely<Database>,
  chatId: string,
): Promise<{ userId: string; seenUpTo: number }[]> {
  const rows = await db
    .selectFrom('chat_reads')
    .select(['user_id', 'seen_up_to'])
    .where('chat_id', '=', chatId)
    .execute();
  return rows.map((row) => ({ userId: row.user_id, seenUpTo: row.seen_up_to }));
}

/** The position of a chat's last message; 0 while it has none. */
export async function lastMessageSeq(db: Kysely<Database>, chatId: string): Promise<number> {
  const { last } = await db
    .selectFrom('messages')
    .select(sql<number>`coalesce(max(seq), 0)`.as('last'))
    .where('chat_id', '=', chatId)
    .executeTakeFirstOrThrow();
  return Number(last);
}

/** Moves a member's "seen up to" forward (never back). */
export async function advanceChatRead(
  db: Kysely<Database>,
  read: { chatId: string; userId: string; upToSeq: number },
): Promise<void> {
  await db
    .insertInto('chat_reads')
    .values({ chat_id: read.chatId, user_id: read.userId, seen_up_to: read.upToSeq })
    .onConflict((conflict) =>
      conflict.columns(['chat_id', 'user_id']).doUpdateSet({
        seen_up_to: sql<number>`case when chat_reads.seen_up_to > ${read.upToSeq} then chat_reads.seen_up_to else ${read.upToSeq} end`,
      }),
    )
    .execute();
}
