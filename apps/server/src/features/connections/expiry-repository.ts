import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { checkedForChildren } from '../../lib/checked-mentor-repository.ts';
import { restoreEndedMatches } from './ended-request-repository.ts';

/** A pending request the sweep ended or reminded of, with both sides' names. */
export interface WaitingRequest {
  id: string;
  mentorId: string;
  menteeId: string;
  createdAt: number;
}

const returned = ['id', 'mentor_id', 'requester_id', 'created_at'] as const;
const toWaiting = (row: {
  id: string;
  mentor_id: string;
  requester_id: string;
  created_at: number;
}): WaitingRequest => ({
  id: row.id,
  mentorId: row.mentor_id,
  menteeId: row.requester_id,
  createdAt: row.created_at,
});

/**
 * Deletes the requests pending since before `createdBefore` and returns them; a request comes
 * back to exactly one caller, however many processes sweep at once.
 */
export async function deleteRequestsPendingSince(
  db: Kysely<Database>,
  createdBefore: number,
): Promise<WaitingRequest[]> {
  // A request made again after an ending goes back to that ending, its history kept.
  const restored = await restoreEndedMatches(db, (query) =>
    query
      .where('status', '=', 'pending')
      .where('mentor_accepted_at', 'is', null)
      .where('created_at', '<=', createdBefore),
  );
  const rows = await db
    .deleteFrom('mentor_requests')
    .where('status', '=', 'pending')
    // The mentor answered a match that waits for its programme: it waits for a coordinator.
    .where('mentor_accepted_at', 'is', null)
    .where('created_at', '<=', createdBefore)
    .returning(returned)
    .execute();
  return [...restored, ...rows].map(toWaiting);
}

/**
 * Marks reminder number `stage` as sent for the requests pending since before `createdBefore`
 * that have had fewer reminders, and returns them: each to exactly one caller. A child's request
 * waits while its mentor's safeguarding record does not count on `today` (decision 038): nothing
 * about the child goes to that mentor, and the reminder is due again once a new check counts.
 */
export async function takeRemindersDue(
  db: Kysely<Database>,
  { stage, createdBefore, today }: { stage: number; createdBefore: number; today: string },
): Promise<WaitingRequest[]> {
  const rows = await db
    .updateTable('mentor_requests')
    .set({ reminders_sent: stage })
    .where('status', '=', 'pending')
    .where('mentor_accepted_at', 'is', null)
    .where('reminders_sent', '<', stage)
    .where('created_at', '<=', createdBefore)
    .where((eb) =>
      eb.or([
        eb(
          eb.selectFrom('users').select('age').whereRef('users.id', '=', 'requester_id'),
          '>=',
          18,
        ),
        checkedForChildren(sql.ref('mentor_id'), today),
      ]),
    )
    .returning(returned)
    .execute();
  return rows.map(toWaiting);
}

/** The full names of these users, by id. */
export async function fullNamesOf(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('id', 'in', userIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.full_name]));
}

/**
 * Counts requests that ended unanswered in their mentors' reply times, as waits as long as they
 * were left: a mentor who lets requests expire must not read as one who answers within the hour.
 */
export async function recordUnansweredWaits(
  db: Kysely<Database>,
  expired: readonly WaitingRequest[],
  now: number,
): Promise<void> {
  if (expired.length === 0) return;
  await db
    .insertInto('reply_times')
    .values(
      expired.map((request) => ({
        mentor_id: request.mentorId,
        answered_at: now,
        waited_ms: now - request.createdAt,
      })),
    )
    .execute();
}
