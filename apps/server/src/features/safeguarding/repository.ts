import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Role } from '@mentorbridge/domain/constants';
import type { Database } from '../../db/schema.ts';
import { checkedForChildren } from '../../lib/checked-mentor-repository.ts';

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
    .select(['id', 'at', 'lead_email', 'action', 'subject', 'reason', 'changes'])
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

/** Whether the user's safeguarding record counts on `today`: the gate's one condition. */
export async function recordCountsOn(
  db: Kysely<Database>,
  userId: string,
  today: string,
): Promise<boolean> {
  const row = await db
    .selectNoFrom(checkedForChildren(sql.val(userId), today).as('counts'))
    .executeTakeFirst();
  return Boolean(row?.counts);
}

/** The people of an open report, and the chat's mentee when it is about a chat. */
export async function findOpenReportParties(db: Kysely<Database>, reportId: string) {
  return db
    .selectFrom('reports')
    .select(['reporter_id', 'reported_id', 'chat_id'])
    .where('id', '=', reportId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}
