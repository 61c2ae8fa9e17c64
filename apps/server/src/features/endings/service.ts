import { randomUUID } from 'node:crypto';
import { type EndedBy, type EndingReason, WORRIED } from '@mentorbridge/domain/ending-rules';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { isBlockedEitherWay } from '../blocks/service.ts';
import {
  type ChatDeps,
  findChatForGoodbye,
  outsideContactHours,
  sendMessage,
} from '../chat/service.ts';
import { endMatch, type MatchDeps } from './end-match.ts';
import { fileReport } from '../reports/service.ts';
import { findEndingId, findMatch, insertExitAnswers } from './repository.ts';

// A planned ending of a mentoring (decision 060). Ending is a move of the match, and every way
// a chat is written to or talked in already refuses an ended one (chat/access.ts), in every
// process, because `ended_at` moves the chat's standing.

/** A member's ending also sends their goodbye, as the chat sends a message. */
export type EndingDeps = MatchDeps & ChatDeps & Pick<AppContext, 'chatSendLimit'>;

const matchNotFound = () => new ApiError(404, 'not_found', msg.chatNotFound);
const alreadyEnded = () => new ApiError(409, 'chat_ended', msg.alreadyEnded);

/** The match, for one of its two members; anyone else is answered as for no chat at all. */
async function matchOfMember(deps: Pick<AppContext, 'db'>, userId: string, chatId: string) {
  const match = await findMatch(deps.db, chatId);
  if (
    !match ||
    (match.mentorId !== userId && match.menteeId !== userId) ||
    (await isBlockedEitherWay(deps, match.mentorId, match.menteeId))
  ) {
    throw matchNotFound();
  }
  return match;
}

/**
 * `End our mentoring`, by one of the two members: an optional goodbye goes first, as the chat's
 * last message, through every check a message passes (a goodbye the chat would refuse ends
 * nothing). Then the match ends: the chat is read only for both, a call going on ends, and the
 * mentor's place is free. "Something worried me" also reports the other member to the
 * safeguarding team.
 */
export async function endMentoring(
  deps: EndingDeps,
  user: SessionIdentity,
  chatId: string,
  body: { reason: EndingReason; goodbye: string },
): Promise<void> {
  const match = await matchOfMember(deps, user.id, chatId);
  if (match.endedAt !== null) throw alreadyEnded();
  // A goodbye kept for the programme's contact hours would meet an ended chat: it is refused
  // now, and nothing ends, so the mentor can say goodbye once the hours open (decision 060).
  const chat = await findChatForGoodbye(deps.db, chatId);
  if (
    body.goodbye !== '' &&
    chat &&
    (await outsideContactHours(deps, chat, user.id, deps.clock.now()))
  ) {
    throw new ApiError(409, 'request_refused', msg.goodbyeOutsideHours);
  }
  if (body.goodbye !== '') {
    try {
      await sendMessage(deps, user.id, chatId, {
        clientId: `goodbye-${randomUUID()}`,
        text: body.goodbye,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'chat_ended') throw alreadyEnded();
      throw new ApiError(
        error.statusCode,
        error.code,
        msg.goodbyeRefused({ reason: error.message }),
      );
    }
  }
  const by: EndedBy = match.mentorId === user.id ? 'mentor' : 'mentee';
  await endMatch(deps, match, { by, byId: user.id, reason: body.reason });
  if (body.reason === WORRIED) {
    const other = by === 'mentor' ? match.menteeId : match.mentorId;
    await fileReport(deps, user.id, {
      reportedUserId: other,
      chatId,
      reason: 'Something else',
      details: 'Ended the mentoring because something worried them.',
    });
  }
}

/** A member's answers to the three exit questions of the ending in force, once. */
export async function answerExitQuestions(
  deps: Pick<AppContext, 'db' | 'clock'>,
  user: SessionIdentity,
  chatId: string,
  body: { helped: number; bestPart: string; better: string },
): Promise<void> {
  const match = await matchOfMember(deps, user.id, chatId);
  if (match.endedAt === null) throw new ApiError(409, 'request_refused', msg.notEnded);
  const endingId = await findEndingId(deps.db, chatId, match.endedAt);
  if (!endingId) throw new ApiError(409, 'request_refused', msg.notEnded);
  const saved = await insertExitAnswers(deps.db, {
    endingId,
    userId: user.id,
    ...body,
    now: deps.clock.now(),
  });
  if (!saved) throw new ApiError(409, 'request_refused', msg.exitAlreadyAnswered);
}

export { findMatch } from './repository.ts';
export { endMatch, type MatchDeps } from './end-match.ts';
export { endMatchAsCoordinator, reopenMatch } from './coordinator-endings.ts';
export { remindAndEndPlannedEndings } from './planned-endings.ts';
