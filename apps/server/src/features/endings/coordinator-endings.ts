import type { EndingReason } from '@mentorbridge/domain/ending-rules';
import { isMinor } from '@mentorbridge/domain/safety/age-band';
import { msg } from '@mentorbridge/domain/ui-text';
import { ApiError } from '../../lib/api-error.ts';
import { insertAuditLine } from '../../lib/audit-log-repository.ts';
import { heldCheckedForChildren } from '../../lib/checked-mentor-repository.ts';
import { todayBy } from '../../lib/clock.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { isBlockedEitherWay } from '../blocks/service.ts';
import { withinCapacity } from '../mentoring/service.ts';
import { notCheckedYet } from '../vetting/service.ts';
import { findMatch, reopenEnding } from './repository.ts';
import { endMatch, type MatchDeps } from './end-match.ts';

// A coordinator's ending and reopening of a match in their programme (decision 060). The
// programmes feature has checked that they run the programme.

type Actor = Pick<SessionIdentity, 'id' | 'email'>;

const matchNotFound = () => new ApiError(404, 'not_found', msg.matchNotFound);

/** The programme's match, ended or not; anything else is answered as not there. */
async function matchOfProgramme(deps: MatchDeps, programmeId: string, requestId: string) {
  const match = await findMatch(deps.db, requestId);
  if (
    !match ||
    match.programmeId !== programmeId ||
    (await isBlockedEitherWay(deps, match.mentorId, match.menteeId))
  ) {
    throw matchNotFound();
  }
  return match;
}

/** Ends a match of the programme for both, with a reason from the list; in the audit log. */
export async function endMatchAsCoordinator(
  deps: MatchDeps,
  actor: Actor,
  programmeId: string,
  requestId: string,
  reason: EndingReason,
): Promise<void> {
  const match = await matchOfProgramme(deps, programmeId, requestId);
  if (match.endedAt !== null) throw new ApiError(409, 'chat_ended', msg.alreadyEnded);
  await endMatch(deps, match, { by: 'coordinator', byId: actor.id, reason });
  await insertAuditLine(deps.db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'ended a match',
    subject: `programme ${programmeId}, request ${requestId}`,
    reason,
    now: deps.clock.now(),
  });
}

/**
 * Opens an ended match of the programme again, with a reason kept in the audit log: the chat
 * opens for both with its whole history. As an accept, it needs a place free with the mentor
 * and, for a pupil under 18, a mentor whose check counts (decision 038).
 */
export async function reopenMatch(
  deps: MatchDeps,
  actor: Actor,
  programmeId: string,
  requestId: string,
  reason: string,
): Promise<void> {
  const match = await matchOfProgramme(deps, programmeId, requestId);
  const endedAt = match.endedAt;
  if (endedAt === null) throw new ApiError(409, 'request_refused', msg.notEnded);
  const now = deps.clock.now();
  const reopened = await withinCapacity(deps, match.mentorId, async (trx) => {
    if (
      isMinor(match.menteeAge) &&
      !(await heldCheckedForChildren(trx, match.mentorId, todayBy(deps.clock)))
    ) {
      throw notCheckedYet();
    }
    const done = await reopenEnding(trx, { requestId, endedAt, by: actor.id, reason, now });
    if (done) {
      await insertAuditLine(trx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'reopened a match',
        subject: `programme ${programmeId}, request ${requestId}`,
        reason,
        now,
      });
    }
    return done;
  });
  if (!reopened) throw new ApiError(409, 'request_refused', msg.notEnded);
  deps.realtime.publish([match.mentorId, match.menteeId], {
    type: 'request.changed',
    requestId,
  });
}
