import type { ReadChat } from '@mentorbridge/domain/api/programme-matches';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { insertAuditLine } from '../../lib/audit-log-repository.ts';
import { reachesChildrenToday } from '../vetting/service.ts';
import { type Actor, programmeOfCoordinator } from './access.ts';
import { findProgrammePair, listChatMessages } from './pairs-repository.ts';

/**
 * A coordinator reads a pair's chat (decision 058): the reason first, their own safeguarding
 * check counting, as a lead's must, and the look written to the audit log before anything is
 * shown. The pair were told from their first message that coordinators can read it.
 */
export async function readPairChat(
  deps: Pick<AppContext, 'db' | 'clock'>,
  actor: Actor,
  programmeId: string,
  requestId: string,
  reason: string,
): Promise<ReadChat> {
  await programmeOfCoordinator(deps, actor, programmeId);
  const why = reason.trim();
  if (why === '') throw new ApiError(400, 'invalid_request', msg.readingReasonRequired);
  const pair = await findProgrammePair(deps.db, programmeId, requestId);
  if (!pair) throw new ApiError(404, 'not_found', msg.matchNotFound);
  if (!(await reachesChildrenToday(deps, actor.id))) {
    throw new ApiError(403, 'forbidden', msg.matchPupilHiddenForReading);
  }
  await insertAuditLine(deps.db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: "read a pair's chat",
    subject: `programme ${programmeId}, chat ${requestId}`,
    reason: why,
    now: deps.clock.now(),
  });
  const messages = await listChatMessages(deps.db, requestId);
  return {
    messages: messages.map((message) => ({
      seq: message.seq,
      from: message.sender_id === pair.requester_id ? 'pupil' : 'mentor',
      text: message.text,
      picture: message.image_key !== null,
      createdAt: message.created_at,
    })),
  };
}
