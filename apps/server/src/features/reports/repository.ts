import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface NewReport {
  id: string;
  reporterId: string;
  reportedId: string;
  chatId: string | null;
  messageId: string | null;
  messageText: string | null;
  reason: string;
  details: string;
  now: number;
}

export async function insertReport(db: Kysely<Database>, report: NewReport): Promise<void> {
  await db
    .insertInto('reports')
    .values({
      id: report.id,
      reporter_id: report.reporterId,
      reported_id: report.reportedId,
      chat_id: report.chatId,
      message_id: report.messageId,
      message_text: report.messageText,
      reason: report.reason,
      details: report.details,
      status: 'open',
      outcome: null,
      created_at: report.now,
      closed_at: null,
    })
    .execute();
}

/** Who a user may report: someone they have a request with, or a mentor in the directory. */
export async function findReportable(db: Kysely<Database>, reporterId: string, reportedId: string) {
  const person = await db
    .selectFrom('users')
    .leftJoin('safeguarding_leads', 'safeguarding_leads.user_id', 'users.id')
    .select([
      'users.id',
      'users.role',
      'users.email_verified',
      'safeguarding_leads.user_id as lead_user_id',
    ])
    .where('users.id', '=', reportedId)
    .executeTakeFirst();
  if (!person) return undefined;
  const request = await db
    .selectFrom('mentor_requests')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('mentor_id', '=', reporterId), eb('requester_id', '=', reportedId)]),
        eb.and([eb('mentor_id', '=', reportedId), eb('requester_id', '=', reporterId)]),
      ]),
    )
    .executeTakeFirst();
  const inDirectory =
    person.role === 'mentor' && person.email_verified === 1 && person.lead_user_id === null;
  if (!request && !inDirectory) return undefined;
  return { requestId: request?.id ?? null };
}

/** The words of a message of the reported person in that chat; undefined when there is none. */
export async function findMessageTextOf(
  db: Kysely<Database>,
  messageId: string,
  chatId: string,
  senderId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('messages')
    .select('text')
    .where('id', '=', messageId)
    .where('chat_id', '=', chatId)
    .where('sender_id', '=', senderId)
    .executeTakeFirst();
  return row?.text;
}

/** Whether a report about the user is still open: a lead is looking into them. */
export async function hasOpenReportAbout(db: Kysely<Database>, userId: string): Promise<boolean> {
  const report = await db
    .selectFrom('reports')
    .select('id')
    .where('reported_id', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return report !== undefined;
}
