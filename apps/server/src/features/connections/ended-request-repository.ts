import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sharedProgramme } from '../../lib/programme-keeping-repository.ts';

// A pair's request after its mentoring ended (decision 060): asked again after 14 days, or put
// back to its ending instead of being deleted.

/**
 * A request made again after an ending (decision 060): the ended match's row turns pending once
 * more, its messages kept. False when it no longer stands at the ending the caller read.
 */
export async function renewEndedRequest(
  db: Kysely<Database>,
  request: { id: string; message: string | null; now: number },
  /** The ending the caller read: a reopening or a second renewal since refuses this one. */
  endedAt: number,
): Promise<boolean> {
  const result = await db
    .updateTable('mentor_requests')
    .set({
      status: 'pending',
      message: request.message,
      created_at: request.now,
      updated_at: request.now,
      reminders_sent: 0,
      programme_id: sharedProgramme(sql.ref('mentor_id'), sql.ref('requester_id')),
      mentor_accepted_at: null,
      proposed_by: null,
      programme_decided_by: null,
      programme_decided_at: null,
      programme_refusal: null,
      ended_at: null,
      ending_reminded_for: null,
    })
    .where('id', '=', request.id)
    .where('status', '=', 'accepted')
    .where('ended_at', '=', endedAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** When the pair's match ended, if it has; undefined when they have no ended match. */
export async function findEndedAt(db: Kysely<Database>, id: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('mentor_requests')
    .select('ended_at')
    .where('id', '=', id)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return row?.ended_at ?? undefined;
}

/** The last ending of a request's match, read beside its row. */
const lastEnding = sql<number>`(select max(e.ended_at) from match_endings e
  where e.request_id = mentor_requests.id)`;

/**
 * Puts requests made again after an ending back to that ending, its history kept, instead of
 * deleting them (decision 060: nothing of an ended mentoring is deleted). The rest of `where`'s
 * requests are left for the caller to delete.
 */
export async function restoreEndedMatches(
  db: Kysely<Database>,
  where: (
    query: ReturnType<typeof updateRequestsToEnded>,
  ) => ReturnType<typeof updateRequestsToEnded>,
) {
  return where(updateRequestsToEnded(db))
    .returning(['id', 'mentor_id', 'requester_id', 'created_at'])
    .execute();
}

const updateRequestsToEnded = (db: Kysely<Database>) =>
  db
    .updateTable('mentor_requests')
    .set({ status: 'accepted', ended_at: lastEnding })
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('match_endings as e')
          .select('e.id')
          .whereRef('e.request_id', '=', 'mentor_requests.id'),
      ),
    );
