import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '@mentorbridge/domain/constants';
import type { Database, HeldStatus } from '../../db/schema.ts';

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
});

export async function insertHeldMessage(
  db: Kysely<Database>,
  held: Omit<HeldRecord, 'status'>,
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
    })
    .execute();
}

/** The held message a sender already sent under a client id, if any. */
export async function findHeldByClientId(
  db: Kysely<Database>,
  senderId: string,
  clientId: string,
): Promise<HeldRecord | undefined> {
  const row = await db
    .selectFrom('held_messages')
    .select(heldColumns)
    .where('sender_id', '=', senderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
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
    .orderBy('created_at')
    .limit(200)
    .execute();
  return rows.map(toHeld);
}

/** Moves a held message on from "held"; false when it was decided already (by another lead). */
export async function decideHeld(
  db: Kysely<Database>,
  id: string,
  status: 'released' | 'removed',
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

export async function insertSafetyFlag(
  db: Kysely<Database>,
  flag: { messageId: string; kinds: readonly string[]; now: number },
): Promise<void> {
  await db
    .insertInto('safety_flags')
    .values({
      id: randomUUID(),
      message_id: flag.messageId,
      kinds: flag.kinds.join(','),
      status: 'open',
      created_at: flag.now,
    })
    .execute();
}

/** Open flags with their message, newest first. */
export async function listOpenFlags(db: Kysely<Database>) {
  return db
    .selectFrom('safety_flags as f')
    .innerJoin('messages as m', 'm.id', 'f.message_id')
    .select(['f.id', 'f.kinds', 'f.created_at', 'm.chat_id', 'm.sender_id', 'm.text'])
    .where('f.status', '=', 'open')
    .orderBy('f.created_at', 'desc')
    .limit(200)
    .execute();
}

/** The people of a chat as a lead sees them. */
export async function findPeople(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, { id: string; fullName: string; role: Role; age: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'full_name', 'role', 'age'])
    .where('id', 'in', userIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, fullName: row.full_name, role: row.role, age: row.age },
    ]),
  );
}

export async function insertAuditEntry(
  db: Kysely<Database>,
  entry: {
    leadId: string;
    leadEmail: string;
    action: string;
    subject: string;
    reason: string;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: entry.now,
      lead_id: entry.leadId,
      lead_email: entry.leadEmail,
      action: entry.action,
      subject: entry.subject,
      reason: entry.reason,
    })
    .execute();
}

export async function listAuditEntries(db: Kysely<Database>) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'at', 'lead_email', 'action', 'subject', 'reason'])
    .orderBy('at', 'desc')
    .orderBy('id')
    .limit(500)
    .execute();
}

/** Makes an account a lead; false when it already is one. */
export async function insertLead(db: Kysely<Database>, userId: string, now: number) {
  const result = await db
    .insertInto('safeguarding_leads')
    .values({ user_id: userId, created_at: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** What decides whether an account may become a lead. */
export async function findLeadCandidate(db: Kysely<Database>, email: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'role', 'email_verified'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) return undefined;
  const connection = await db
    .selectFrom('mentor_requests')
    .select('id')
    .where((eb) => eb.or([eb('mentor_id', '=', user.id), eb('requester_id', '=', user.id)]))
    .executeTakeFirst();
  return {
    id: user.id,
    isAdult: user.role === 'mentor',
    verified: user.email_verified === 1,
    hasConnections: connection !== undefined,
  };
}

/** Whether contact between two people is paused: an open report either way, or a suspension. */
export async function isContactPaused(
  db: Kysely<Database>,
  userA: string,
  userB: string,
): Promise<boolean> {
  const suspended = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [userA, userB])
    .where('suspended_at', 'is not', null)
    .executeTakeFirst();
  if (suspended) return true;
  const report = await db
    .selectFrom('reports')
    .select('id')
    .where('status', '=', 'open')
    .where((eb) =>
      eb.or([
        eb.and([eb('reporter_id', '=', userA), eb('reported_id', '=', userB)]),
        eb.and([eb('reporter_id', '=', userB), eb('reported_id', '=', userA)]),
      ]),
    )
    .executeTakeFirst();
  return report !== undefined;
}

export async function listOpenReports(db: Kysely<Database>) {
  return db
    .selectFrom('reports as r')
    .leftJoin('messages as m', 'm.id', 'r.message_id')
    .select([
      'r.id',
      'r.reporter_id',
      'r.reported_id',
      'r.chat_id',
      'r.reason',
      'r.details',
      'r.created_at',
      'm.text as message_text',
    ])
    .where('r.status', '=', 'open')
    .orderBy('r.created_at')
    .limit(200)
    .execute();
}

/** Closes an open report; its two people, or undefined when it was not open. */
export async function closeOpenReport(
  db: Kysely<Database>,
  id: string,
  outcome: string,
  now: number,
) {
  return db
    .updateTable('reports')
    .set({ status: 'closed', outcome, closed_at: now })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning(['reporter_id', 'reported_id', 'chat_id'])
    .executeTakeFirst();
}

/** Suspends or lifts; false when the user does not exist. Suspending ends every session. */
export async function setSuspended(
  db: Kysely<Database>,
  userId: string,
  suspendedAt: number | null,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('users')
      .set({ suspended_at: suspendedAt })
      .where('id', '=', userId)
      .executeTakeFirst();
    if (suspendedAt !== null)
      await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    return Number(result.numUpdatedRows) === 1;
  });
}

export async function insertWarning(
  db: Kysely<Database>,
  warning: { userId: string; message: string; now: number },
): Promise<void> {
  await db
    .insertInto('warnings')
    .values({
      id: randomUUID(),
      user_id: warning.userId,
      message: warning.message,
      created_at: warning.now,
    })
    .execute();
}

/** An account as a lead looks it up: who, its connections, the reports it made or is about. */
export async function findUserForLookup(
  db: Kysely<Database>,
  where: { id?: string; email?: string },
) {
  let query = db
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'role', 'age', 'suspended_at', 'created_at']);
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  if (where.email !== undefined) query = query.where('email', '=', where.email);
  const user = await query.executeTakeFirst();
  if (!user) return undefined;
  const [requests, reports] = await Promise.all([
    db
      .selectFrom('mentor_requests')
      .select(['id', 'status', 'mentor_id', 'requester_id'])
      .where((eb) => eb.or([eb('mentor_id', '=', user.id), eb('requester_id', '=', user.id)]))
      .execute(),
    db
      .selectFrom('reports')
      .select(['id', 'reason', 'status', 'created_at', 'reporter_id'])
      .where((eb) => eb.or([eb('reporter_id', '=', user.id), eb('reported_id', '=', user.id)]))
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  return { user, requests, reports };
}

/** Everyone the user has a request with: told when the user's chats pause or resume. */
export async function listContactsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('mentor_requests')
    .select(['id', 'mentor_id', 'requester_id'])
    .where((eb) => eb.or([eb('mentor_id', '=', userId), eb('requester_id', '=', userId)]))
    .execute();
}
