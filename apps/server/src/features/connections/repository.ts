import { type Kysely, sql } from 'kysely';
import type { RequestStatus } from '@mentorbridge/domain/api/connections';
import type { Role } from '@mentorbridge/domain/constants';
import { inTransaction } from '../../db/in-transaction.ts';
import { insertReplyTime } from './programme-match-repository.ts';
import { restoreEndedMatches } from './ended-request-repository.ts';
import type { Database } from '../../db/schema.ts';
import { programmeLetsSee, sharedProgramme } from '../../lib/programme-keeping-repository.ts';

/**
 * Who someone is, as the request rules need it, and whether the asker's programmes let them ask
 * this person (a programme that keeps its pupils to its mentors: decision 058).
 */
export async function findRequestParty(
  db: Kysely<Database>,
  userId: string,
  askerId: string,
): Promise<
  | {
      role: Role;
      emailVerified: boolean;
      email: string;
      fullName: string;
      isLead: boolean;
      askerMayAsk: boolean;
    }
  | undefined
> {
  const row = await db
    .selectFrom('users')
    .leftJoin('safeguarding_leads', 'safeguarding_leads.user_id', 'users.id')
    .select([
      'role',
      'email_verified',
      'email',
      'full_name',
      'safeguarding_leads.user_id as lead_user_id',
      programmeLetsSee(sql.val(askerId), sql.ref('users.id')).as('asker_may_ask'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      role: row.role,
      emailVerified: row.email_verified === 1,
      email: row.email,
      fullName: row.full_name,
      isLead: row.lead_user_id !== null,
      askerMayAsk: Boolean(row.asker_may_ask),
    }
  );
}

/**
 * Creates a pending request; false when the pair already has one. It belongs to the programme
 * both are members of, if any (decision 058).
 */
export async function insertPendingRequest(
  db: Kysely<Database>,
  request: {
    id: string;
    mentorId: string;
    requesterId: string;
    message: string | null;
    now: number;
    /** A coordinator's proposal: its programme, and the coordinator, whose proposal approves it. */
    proposal?: { programmeId: string; by: string };
  },
): Promise<boolean> {
  const { proposal } = request;
  const result = await db
    .insertInto('mentor_requests')
    .values({
      id: request.id,
      message: request.message,
      mentor_id: request.mentorId,
      requester_id: request.requesterId,
      status: 'pending',
      created_at: request.now,
      updated_at: request.now,
      programme_id: proposal
        ? proposal.programmeId
        : sharedProgramme(sql.val(request.mentorId), sql.val(request.requesterId)),
      ...(proposal && {
        proposed_by: proposal.by,
        programme_decided_by: proposal.by,
        programme_decided_at: request.now,
      }),
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Moves a request from one status to another; false when it is no longer in `from`. */
export async function updateRequestStatus(
  db: Kysely<Database>,
  change: { id: string; from: RequestStatus; to: RequestStatus; now: number },
  /** A first answer to a pending request: how long it waited counts in the mentor's reply time. */
  firstAnswer?: { mentorId: string; requestedAt: number },
): Promise<boolean> {
  const move = async (trx: Kysely<Database>) => {
    const result = await trx
      .updateTable('mentor_requests')
      .set({ status: change.to, updated_at: change.now })
      .where('id', '=', change.id)
      .where('status', '=', change.from)
      .executeTakeFirst();
    const moved = result.numUpdatedRows > 0n;
    if (moved && firstAnswer) await insertReplyTime(trx, firstAnswer, change.now);
    return moved;
  };
  return inTransaction(db, move);
}

/**
 * Deletes a request that is still in `status`; false when it is not. A request made again after
 * an ending goes back to that ending instead.
 */
export async function deleteRequestIn(
  db: Kysely<Database>,
  id: string,
  status: RequestStatus,
): Promise<boolean> {
  const restored = await restoreEndedMatches(db, (query) =>
    query.where('id', '=', id).where('status', '=', status),
  );
  if (restored.length > 0) return true;
  const result = await db
    .deleteFrom('mentor_requests')
    .where('id', '=', id)
    .where('status', '=', status)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
