import type { CallSignal } from '@mentorbridge/domain/api/call-signals';
import type { ServerEvent } from '@mentorbridge/domain/api/realtime';
import { uiText } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { openChatForCall } from '../chat/service.ts';

type Deps = Pick<AppContext, 'db' | 'clock' | 'realtime' | 'callSignalLimit'>;

/**
 * Passes a WebRTC signal to the other member of the chat (decision 059), checked as a message
 * is: only a member, only while the chat may be written to; 404 to anyone else, 409 with the
 * reason while contact is paused; 429 past the allowance of signals. Nothing is stored. The other member's tabs get it in every
 * process, as any event does.
 */
export async function relaySignal(
  deps: Deps,
  userId: string,
  chatId: string,
  signal: CallSignal,
): Promise<void> {
  // Counted before the check, which is the cost a flood of signals would run up.
  const now = deps.clock.now();
  if (!deps.callSignalLimit.hasRoom(userId, now)) {
    throw new ApiError(429, 'rate_limited', uiText.tooManyRequests);
  }
  deps.callSignalLimit.record(userId, now);
  const chat = await openChatForCall(deps, userId, chatId);
  const other = chat.mentorId === userId ? chat.menteeId : chat.mentorId;
  deps.realtime.publish([other], { type: 'call.signal', chatId, fromUserId: userId, signal });
}

/**
 * A signal sent on the socket: passed on, or the refusal the POST would have answered, for the
 * sending tab alone (a stranger learns only "not found"). Null once passed on.
 */
export async function relaySignalOverSocket(
  deps: Deps,
  userId: string,
  event: { chatId: string; signal: CallSignal },
): Promise<ServerEvent | null> {
  try {
    await relaySignal(deps, userId, event.chatId, event.signal);
    return null;
  } catch (error) {
    // Anything else is the server's fault: the socket's queue logs it, and the call retries.
    if (!(error instanceof ApiError)) throw error;
    return {
      type: 'call.signal.refused',
      chatId: event.chatId,
      status: error.statusCode,
      error: { code: error.code, message: error.message },
    };
  }
}
