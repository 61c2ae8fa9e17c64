import { sql, type Kysely } from 'kysely';
import type { RequestStatus } from '@mentorbridge/domain/api/connections';
import type { Role } from '@mentorbridge/domain/constants';
import type { DirectSqlite } from '../../db/direct-sqlite.ts';
import { type Argument, preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';
import { blockBetween, openReportBetween } from '../../lib/standing-repository.ts';

/** A chat as access checks need it: its members, its state and what stands between the two. */
export interface ChatRecord {
  id: string;
  mentorId: string;
  menteeId: string;
  /** The members' full names, for the messages they send. */
  mentorName: string;
  menteeName: string;
  status: RequestStatus;
  /** Under 18, messages with contact details are held for a safeguarding lead. */
  menteeAge: number;
  /** Either blocked the other: the chat is gone for both. */
  blocked: boolean;
  /** Contact is paused (an open report between them, or a suspended member): read only. */
  paused: boolean;
}

/**
 * The chat standing version (decision 035): triggers move it, in the same transaction, with every
 * change to what selectChatWithStanding reads.
 */
const standingVersion = sql<
  number | string
>`(select version from chat_standing_version where id = 1)`;

/** A chat with what its access checks need, and the standing version it was read under. */
function selectChatWithStanding(db: Kysely<Database>) {
  const mentorId = sql.ref<string>('r.mentor_id');
  const menteeId = sql.ref<string>('r.requester_id');
  return db
    .selectFrom('mentor_requests as r')
    .innerJoin('users as mentor', 'mentor.id', 'r.mentor_id')
    .innerJoin('users as mentee', 'mentee.id', 'r.requester_id')
    .select([
      'r.id',
      'r.mentor_id',
      'r.requester_id',
      'r.status',
      'mentor.full_name as mentor_name',
      'mentor.suspended_at as mentor_suspended_at',
      'mentee.full_name as mentee_name',
      'mentee.age as mentee_age',
      'mentee.suspended_at as mentee_suspended_at',
      blockBetween(mentorId, menteeId).as('blocked'),
      openReportBetween(mentorId, menteeId).as('reported'),
      standingVersion.as('standing_version'),
    ]);
}

type ChatRow = Awaited<
  ReturnType<ReturnType<typeof selectChatWithStanding>['executeTakeFirstOrThrow']>
>;

const toChat = (row: ChatRow): ChatRecord => ({
  id: row.id,
  mentorId: row.mentor_id,
  menteeId: row.requester_id,
  mentorName: row.mentor_name,
  menteeName: row.mentee_name,
  status: row.status,
  menteeAge: row.mentee_age,
  blocked: Boolean(row.blocked),
  paused:
    Boolean(row.reported) || row.mentor_suspended_at !== null || row.mentee_suspended_at !== null,
});

const chatWithStanding = preparedQuery((db, argument: Argument<{ chatId: string }>) =>
  selectChatWithStanding(db).where('r.id', '=', argument('chatId')),
);

/**
 * The chat with everything its access checks need, and the standing version of the same read:
 * what it is kept under (kept-chats.ts).
 */
export async function readChat(
  db: Kysely<Database>,
  chatId: string,
): Promise<{ chat: ChatRecord; version: number } | undefined> {
  const [row] = await chatWithStanding(db, { chatId });
  return row && { chat: toChat(row), version: Number(row.standing_version) };
}

const currentStandingVersion = preparedQuery((db) =>
  db.selectNoFrom(standingVersion.as('standing_version')),
);

/** The chat standing version now: a kept chat read under it is still true. */
export async function readStandingVersion(db: Kysely<Database>): Promise<number> {
  const [row] = await currentStandingVersion(db, {});
  return versionOf(row);
}

const sendingStanding = preparedQuery(
  (db, argument: Argument<{ senderId: string; clientId: string }>) =>
    db.selectNoFrom((eb) => [
      standingVersion.as('standing_version'),
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('messages')
              .select(sql<number>`1`.as('used'))
              .where('sender_id', '=', argument('senderId'))
              .where('client_id', '=', argument('clientId')),
          ),
          eb.exists(
            eb
              .selectFrom('held_messages')
              .select(sql<number>`1`.as('used'))
              .where('sender_id', '=', argument('senderId'))
              .where('client_id', '=', argument('clientId')),
          ),
        ])
        .as('client_id_used'),
    ]),
);

/**
 * What a send asks before its chat, in one read: the standing version now, and whether the sender
 * already used the client id for a message delivered or held (one round trip on PostgreSQL). The
 * answer to the second is nearly always no, and the full lookups run only when it is yes.
 */
export async function readSendingStanding(
  db: Kysely<Database>,
  { senderId, clientId }: { senderId: string; clientId: string },
): Promise<{ version: number; clientIdUsed: boolean }> {
  const [row] = await sendingStanding(db, { senderId, clientId });
  return { version: versionOf(row), clientIdUsed: Boolean(row?.client_id_used) };
}

function versionOf(row: { standing_version: number | string | null } | undefined): number {
  if (row?.standing_version == null) {
    throw new Error('chat_standing_version has no row: the migrations did not run');
  }
  return Number(row.standing_version);
}

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
