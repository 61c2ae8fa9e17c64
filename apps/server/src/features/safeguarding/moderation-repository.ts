import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function listOpenReports(db: Kysely<Database>) {
  return db
    .selectFrom('reports')
    .select([
      'id',
      'reporter_id',
      'reported_id',
      'chat_id',
      'reason',
      'details',
      'created_at',
      'message_text',
    ])
    .where('status', '=', 'open')
    .orderBy('created_at')
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
    if (suspendedAt !== null) {
      await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
    }
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
    .select(['id', 'email', 'full_name', 'role', 'age', 'suspended_at', 'created_at', 'language']);
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
