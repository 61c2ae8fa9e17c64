import type { CallSignal } from '@mentorbridge/domain/api/call-signals';
import type { ErrorBody } from '@mentorbridge/domain/api/errors';
import { ApiRequestError, apiRequest } from './api-client.ts';
import { realtimeClient } from './realtime-client.ts';

/** Why the server would not pass a signal on: not the chat's member, contact paused, too many. */
export interface SignalRefusal {
  status: number;
  error: ErrorBody['error'];
}

interface CallListeners {
  /** A signal, and who in the call sent it. */
  onSignal: (signal: CallSignal, fromUserId: string) => void;
  onRefused: (refusal: SignalRefusal) => void;
}

/**
 * A call's signals between this tab and the server (decision 059): sent on the tab's socket, or
 * posted where no socket is open; received from the socket, which alone can bring them, since
 * the server stores none. A refusal comes back the same way whichever path the signal took.
 * Returns the function that stops listening.
 */
export function listenForCallSignals(chatId: string, listeners: CallListeners): () => void {
  return realtimeClient.onEvent((event) => {
    if (event.type === 'call.signal' && event.chatId === chatId) {
      listeners.onSignal(event.signal, event.fromUserId);
    }
    if (event.type === 'call.signal.refused' && event.chatId === chatId) {
      listeners.onRefused({ status: event.status, error: event.error });
    }
  });
}

/**
 * Sends one signal to one person in the call (`toUserId`); a refusal over HTTP reaches
 * `onRefused` as the socket's would.
 */
export function sendCallSignal(
  chatId: string,
  { signal, toUserId }: { signal: CallSignal; toUserId: string },
  onRefused: (refusal: SignalRefusal) => void,
): void {
  if (realtimeClient.isOpen()) {
    realtimeClient.send({ type: 'call.signal', chatId, signal, toUserId });
    return;
  }
  apiRequest(`/chats/${encodeURIComponent(chatId)}/call-signals`, {
    method: 'POST',
    body: { signal, toUserId },
  }).catch((error: unknown) => {
    // Only the server's no (4xx, as the socket's refusal): out of reach, or a fault of the
    // server's, is not a reason to end the call, which notices a lost path by itself.
    const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
    if (refused && error.code !== 'network') {
      onRefused({ status: error.status, error: { code: error.code, message: error.message } });
    }
  });
}
