import type { Kysely } from 'kysely';
import { type Argument, preparedQuery } from '../../db/prepared-query.ts';
import type { HeldStatus } from '../../db/safeguarding-tables.ts';
import type { Database } from '../../db/schema.ts';

/** A held message as stored. */
export interface HeldRecord {
  id: string;
  chatId: string;
  senderId: string;
  text: string;
  imageId: string | null;
  clientId: string;
  reasons: string[];
  status: HeldStatus;
  createdAt: number;
  /** Kept for a programme's contact hours: when it goes (decision 060); null for a lead's. */
  deliverAt: number | null;
}

const heldColumns = [
  'id',
  'chat_id',
  'sender_id',
  'text',
  'image_key',
  'client_id',
  'reasons',
  'status',
  'created_at',
  'deliver_at',
] as const;

type HeldRow = Pick<Database['held_messages'], (typeof heldColumns)[number]>;

const toHeld = (row: HeldRow): HeldRecord => ({
  id: row.id,
  chatId: row.chat_id,
  senderId: row.sender_id,
  text: row.text,
  imageId: row.image_key,
  clientId: row.client_id,
  reasons: row.reasons.split(','),
  status: row.status,
  createdAt: row.created_at,
  deliverAt: row.deliver_at === null ? null : Number(row.deliver_at),
});

export async function insertHeldMessage(
  db: Kysely<Database>,
  held: Omit<HeldRecord, 'status' | 'deliverAt'> & { deliverAt?: number },
): Promise<void> {
  await db
    .insertInto('held_messages')
    .values({
      id: held.id,
      chat_id: held.chatId,
      sender_id: held.senderId,
      text: held.text,
      image_key: held.imageId,
      client_id: held.clientId,
      reasons: held.reasons.join(','),
      status: 'held',
      created_at: held.createdAt,
      decided_at: null,
      deliver_at: held.deliverAt ?? null,
    })
    .execute();
}

const heldByClientId = preparedQuery(
  (db, argument: Argument<{ senderId: string; clientId: string }>) =>
    db
      .selectFrom('held_messages')
      .select(heldColumns)
      .where('sender_id', '=', argument('senderId'))
      .where('client_id', '=', argument('clientId')),
);

/** The held message a sender already sent under a client id, if any: every send asks first. */
export async function findHeldByClientId(
  db: Kysely<Database>,
  senderId: string,
  clientId: string,
): Promise<HeldRecord | undefined> {
  const [row] = await heldByClientId(db, { senderId, clientId });
  return row && toHeld(row);
}

export async function findHeld(db: Kysely<Database>, id: string): Promise<HeldRecord | undefined> {
  const row = await db
    .selectFrom('held_messages')
    .select(heldColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toHeld(row);
}

/** A sender's own messages in a chat that are held or were removed, oldest first. */
export async function listSendersHeld(
  db: Kysely<Database>,
  chatId: string,
  senderId: string,
): Promise<HeldRecord[]> {
  const rows = await db
    .selectFrom('held_messages')
    .select(heldColumns)
    .where('chat_id', '=', chatId)
    .where('sender_id', '=', senderId)
    .where('status', '!=', 'released')
    .orderBy('created_at')
    .execute();
  return rows.map(toHeld);
}

export async function listWaitingHeld(db: Kysely<Database>): Promise<HeldRecord[]> {
  const rows = await db
    .selectFrom('held_messages')
    .select(heldColumns)
    .where('status', '=', 'held')
    // Messages kept for a programme's contact hours go by themselves: no lead decides them.
    .where('deliver_at', 'is', null)
    .orderBy('created_at')
    .limit(200)
    .execute();
  return rows.map(toHeld);
}

/** Moves a held message on from "held"; false when it was decided already (by another lead). */
export async function decideHeld(
  db: Kysely<Database>,
  id: string,
  status: 'released' | 'removed' | 'undelivered',
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('held_messages')
    .set({ status, decided_at: now })
    .where('id', '=', id)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Messages kept for a programme's contact hours whose time has come, oldest first. */
export async function listKeptDue(db: Kysely<Database>, now: number): Promise<HeldRecord[]> {
  const rows = await db
    .selectFrom('held_messages')
    .select(heldColumns)
    .where('status', '=', 'held')
    .where('deliver_at', '<=', now)
    .orderBy('deliver_at')
    .orderBy('created_at')
    .limit(500)
    .execute();
  return rows.map(toHeld);
}

/** A programme's contact hours and name, for the sends they hold (decision 060). */
export async function findContactHours(db: Kysely<Database>, programmeId: string) {
  return db
    .selectFrom('programmes')
    .select(['name', 'time_zone', 'contact_from', 'contact_until', 'video_policy'])
    .where('id', '=', programmeId)
    .executeTakeFirst();
}

/** A child's sign-up time and their caregiver's yes to one-to-one calls, for a call's rules. */
export async function findCallFamily(db: Kysely<Database>, childId: string) {
  return db
    .selectFrom('users as child')
    .leftJoin('caregivers as c', 'c.child_id', 'child.id')
    .select(['child.created_at', 'c.child_id as caregiver_of', 'c.video_agreed_at'])
    .where('child.id', '=', childId)
    .executeTakeFirst();
}
