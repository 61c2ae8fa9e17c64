import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { insertAuditLine } from '../../lib/audit-log-repository.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { findCheckInMatch, listFlaggedCheckIns, markCheckInsLooked } from './repository.ts';

type Actor = Pick<SessionIdentity, 'id' | 'email'>;

/**
 * A coordinator looked at a pair's low ratings and flagged lines: they leave the queue, and the
 * audit log says who looked. The programmes feature has checked that they run the programme.
 */
export async function lookedAtCheckIns(
  deps: Pick<AppContext, 'db' | 'clock'>,
  actor: Actor,
  programmeId: string,
  requestId: string,
): Promise<void> {
  const match = await findCheckInMatch(deps.db, requestId);
  if (!match || match.programmeId !== programmeId) {
    throw new ApiError(404, 'not_found', msg.matchNotFound);
  }
  const now = deps.clock.now();
  const looked = await markCheckInsLooked(deps.db, { requestId, by: actor.id, now });
  if (looked === 0) return;
  await insertAuditLine(deps.db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'looked at check-ins',
    subject: `programme ${programmeId}, request ${requestId}`,
    reason: '',
    now,
  });
}

/**
 * The check-in lines the warning-signs check flagged, newest first, shaped as the safeguarding
 * console's flagged messages are (its `id` says it is a check-in), so a lead's rules for them
 * hold unchanged: a lead whose own record does not count sees none of a chat with a child.
 */
export async function flaggedCheckIns(deps: Pick<AppContext, 'db'>) {
  const rows = await listFlaggedCheckIns(deps.db);
  return rows.map((row) => ({
    id: `check-in:${row.request_id}:${row.user_id}:${row.due_on}`,
    chatId: row.request_id,
    senderId: row.user_id,
    text: row.line ?? '',
    checkInRating: row.rating ?? 0,
    kinds: (row.flagged_kinds ?? '').split(',').filter(Boolean),
    createdAt: row.answered_at ?? 0,
  }));
}
