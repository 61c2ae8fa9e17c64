import { sql, type Kysely } from 'kysely';
import type { RequestStatus } from '@mentorbridge/domain/api/connections';
import { type Argument, preparedQuery } from '../../db/prepared-query.ts';
import { isPostgres } from '../../db/one-process-at-a-time.ts';
import type { Database } from '../../db/schema.ts';
import { blockBetween, openReportBetween } from '../../lib/standing-repository.ts';
import { runAsNamedStatement } from '../../db/named-statements.ts';
import {
  askWithThisTurn,
  type ReadTogether,
  type SendingStanding,
} from './sending-standing-batches.ts';

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
  /**
   * Contact is paused (an open report between them, a caregiver's pause, or a suspended member):
   * read only.
   */
  paused: boolean;
  /** What pauses it, a report first; null when `paused` is false. */
  pausedBy: 'report' | 'caregiver' | 'suspension' | null;
  /**
   * The first day the mentor's safeguarding record no longer counts; null: it does not now.
   * With a mentee under 18, the chat is paused from that day on (access.ts).
   */
  mentorCheckedUntil: string | null;
  /** The mentee's name as the mentor last saw it, while a rename during a pause is hidden. */
  menteeNameWhilePaused: string | null;
  /** When the mentoring ended (decision 060): read only for both from then; null while open. */
  endedAt: number | null;
  /** The programme the match belongs to: its contact hours hold for a mentee under 18. */
  programmeId: string | null;
}

/**
 * The chat standing version (decision 035): triggers move it, in the same transaction, with every
 * change to what selectChatWithStanding reads (the migrations `2026-11-30T0600-chat-standing-
 * version` and, for the mentor's safeguarding record, `2026-12-03T0600-mentor-vetting`).
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
      'r.mentee_name_while_paused',
      'r.ended_at',
      'r.caregiver_paused_at',
      'r.programme_id',
      'mentor.full_name as mentor_name',
      'mentor.suspended_at as mentor_suspended_at',
      'mentee.full_name as mentee_name',
      'mentee.age as mentee_age',
      'mentee.suspended_at as mentee_suspended_at',
      blockBetween(mentorId, menteeId).as('blocked'),
      openReportBetween(mentorId, menteeId).as('reported'),
      standingVersion.as('standing_version'),
    ])
    .select((eb) =>
      eb
        .selectFrom('mentor_vetting')
        .select('mentor_vetting.reaches_children_until')
        .whereRef('mentor_vetting.user_id', '=', 'r.mentor_id')
        .as('mentor_checked_until'),
    );
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
    Boolean(row.reported) ||
    row.caregiver_paused_at !== null ||
    row.mentor_suspended_at !== null ||
    row.mentee_suspended_at !== null,
  pausedBy: row.reported
    ? 'report'
    : row.caregiver_paused_at !== null
      ? 'caregiver'
      : row.mentor_suspended_at !== null || row.mentee_suspended_at !== null
        ? 'suspension'
        : null,
  mentorCheckedUntil: row.mentor_checked_until,
  menteeNameWhilePaused: row.mentee_name_while_paused,
  endedAt: row.ended_at === null ? null : Number(row.ended_at),
  programmeId: row.programme_id,
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

const lockedStandingVersion = preparedQuery((db) =>
  db.selectFrom('chat_standing_version').select('version').where('id', '=', 1).forUpdate(),
);

/**
 * Holds the chat standing version's row until the caller's transaction ends, so that no change
 * to any chat's standing commits meanwhile (each moves that row as it commits), and the chat
 * read next is what stands at the commit. PostgreSQL only: on SQLite the app's one connection
 * already runs a transaction alone.
 */
export async function lockChatStanding(trx: Kysely<Database>): Promise<void> {
  if (isPostgres(trx)) await lockedStandingVersion(trx, {});
}

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
): Promise<SendingStanding> {
  // On PostgreSQL each question is a round trip: the sends of one turn ask together. SQLite
  // answers on this thread at once, and a transaction must see its own writes.
  if (isPostgres(db) && !db.isTransaction) {
    return askWithThisTurn(db, { senderId, clientId }, readSendingStandingsTogether);
  }
  const [row] = await sendingStanding(db, { senderId, clientId });
  return { version: versionOf(row), clientIdUsed: Boolean(row?.client_id_used) };
}

/**
 * The standing version, and which of the sends asked about already used their client id for a
 * message delivered or held, for a batch of sends on PostgreSQL (sending-standing-batches.ts).
 */
const readSendingStandingsTogether: ReadTogether = async (db, batch) => {
  const query = sql<{ version: string | number; used: number[] | null }>`
    select (select version from chat_standing_version where id = 1) as version,
      (select array_agg(asked.place) from unnest(
          ${batch.map((each) => each.senderId)}::text[],
          ${batch.map((each) => each.clientId)}::text[]
        ) with ordinality as asked(sender_id, client_id, place)
        where exists (select 1 from messages m
            where m.sender_id = asked.sender_id and m.client_id = asked.client_id)
          or exists (select 1 from held_messages h
            where h.sender_id = asked.sender_id and h.client_id = asked.client_id)
      ) as used`.compile(db);
  runAsNamedStatement(query.sql);
  const { rows } = await db.executeQuery(query);
  const [row] = rows;
  if (row?.version == null) {
    throw new Error('chat_standing_version has no row: the migrations did not run');
  }
  return { version: Number(row.version), used: new Set((row.used ?? []).map(Number)) };
};

function versionOf(row: { standing_version: number | string | null } | undefined): number {
  if (row?.standing_version == null) {
    throw new Error('chat_standing_version has no row: the migrations did not run');
  }
  return Number(row.standing_version);
}

const standingChanges = preparedQuery((db, argument: Argument<{ after: number; upTo: number }>) =>
  db
    .selectFrom('chat_standing_changes')
    .select(['version', 'user_id'])
    .where('version', '>', argument('after'))
    .where('version', '<=', argument('upTo')),
);

/**
 * Whom each move of the chat standing version after `after` up to `upTo` touched, a row per
 * version and person, as far as the log still holds them (the migration `2026-12-08T0600-chat-
 * standing-changes`; the retention sweep keeps an hour of it).
 */
export async function readStandingChanges(
  db: Kysely<Database>,
  range: { after: number; upTo: number },
): Promise<{ version: number; userId: string }[]> {
  const rows = await standingChanges(db, range);
  return rows.map((row) => ({ version: Number(row.version), userId: row.user_id }));
}
