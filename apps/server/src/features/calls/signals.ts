import type { CallSignal } from '@mentorbridge/domain/api/call-signals';
import type { ServerEvent } from '@mentorbridge/domain/api/realtime';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { coordinatorIsIn, type OpenCall, openCallFor } from './coordinator-calls.ts';
import { listCallParticipants } from './repository.ts';

type Deps = Pick<AppContext, 'db' | 'clock' | 'realtime' | 'callSignalLimit'>;

/**
 * Passes a WebRTC signal to another person in the chat's call (decision 059), checked as a
 * message is: only a member, only while the chat may be written to; 404 to anyone else, 409 with
 * the reason while contact is paused; 429 past the allowance of signals. Nothing is stored. The
 * person's tabs get it in every process, as any event does.
 *
 * In a programme whose coordinator joins every call (decision 060), `toUserId` names the other
 * member or the coordinator (a coordinator in the call signals one member at a time): between
 * the pair it passes only while a coordinator who may be there is in the call, and is refused
 * before with 409 `waiting_for_coordinator`. Left out, it is the chat's other member, as in a
 * call of two.
 */
export async function relaySignal(
  deps: Deps,
  userId: string,
  chatId: string,
  signal: CallSignal,
  toUserId?: string,
): Promise<void> {
  // Counted before the check, which is the cost a flood of signals would run up.
  const now = deps.clock.now();
  if (!deps.callSignalLimit.hasRoom(userId, now)) {
    throw new ApiError(429, 'rate_limited', msg.tooManyRequests);
  }
  deps.callSignalLimit.record(userId, now);
  const call = await openCallFor(deps, userId, chatId);
  const to = await recipientOf(deps, call, userId, chatId, toUserId);
  deps.realtime.publish([to], { type: 'call.signal', chatId, fromUserId: userId, signal });
}

/** Whom the signal goes to, or why it may not (relaySignal). */
async function recipientOf(
  deps: Deps,
  call: OpenCall,
  userId: string,
  chatId: string,
  toUserId: string | undefined,
): Promise<string> {
  const members = [call.mentorId, call.menteeId];
  const notFound = () => new ApiError(404, 'not_found', msg.chatNotFound);
  if (call.as === 'coordinator') {
    // To one member, and only from a coordinator in the call, as the pair sees them.
    if (toUserId === undefined || !members.includes(toUserId)) throw notFound();
    const inCall = (await listCallParticipants(deps.db, [chatId])).get(chatId) ?? [];
    if (!inCall.includes(userId)) throw notFound();
    return toUserId;
  }
  const other = userId === call.mentorId ? call.menteeId : call.mentorId;
  if (toUserId === undefined || toUserId === other) {
    if (call.coordinatorJoins && !(await coordinatorIsIn(deps, chatId))) {
      throw new ApiError(409, 'waiting_for_coordinator', msg.callWaitsForCoordinator);
    }
    return other;
  }
  // A member's signal for the coordinator, who must be in the call and may be there: one who
  // just left is waited for again, as the pair's own signals are.
  if (!call.coordinatorJoins) throw notFound();
  if (!(await coordinatorIsIn(deps, chatId, toUserId))) {
    throw new ApiError(409, 'waiting_for_coordinator', msg.callWaitsForCoordinator);
  }
  return toUserId;
}

/**
 * A signal sent on the socket: passed on, or the refusal the POST would have answered, for the
 * sending tab alone (a stranger learns only "not found"). Null once passed on.
 */
export async function relaySignalOverSocket(
  deps: Deps,
  userId: string,
  event: { chatId: string; signal: CallSignal; toUserId?: string },
): Promise<ServerEvent | null> {
  try {
    await relaySignal(deps, userId, event.chatId, event.signal, event.toUserId);
    return null;
  } catch (error) {
    // Anything else is the server's fault: the socket's queue logs it, and the call retries.
    if (!(error instanceof ApiError)) throw error;
    return {
      type: 'call.signal.refused',
      chatId: event.chatId,
      status: error.statusCode,
      error: error.body,
    };
  }
}
