import type {
  chatImageResultSchema,
  sentMessageSchema,
  SendMessageBody,
} from '@mentorbridge/domain/api/chat';
import type { ServerEvent } from '@mentorbridge/domain/api/realtime';
import {
  ApiRequestError,
  apiRequest,
  type Answer,
  errorSentence,
  networkErrorMessage,
} from '../../../lib/api-client.ts';
import { realtimeClient } from '../../../lib/realtime-client.ts';
import { type UploadProgress, uploadFile } from '../../../lib/upload-file.ts';

const chatPath = (chatId: string) => `/chats/${encodeURIComponent(chatId)}`;

type SentMessage = Answer<typeof sentMessageSchema>;

/** How long a send over the socket may go unanswered before it counts as lost (and is retried). */
const SOCKET_ANSWER_TIMEOUT_MS = 5_000;

/**
 * Sends a message; the same clientId again returns the message already stored. In a chat with
 * a minor, a message with contact details comes back held for review instead. It goes over the
 * open socket (decision 026), or over HTTP while there is none: some school networks let no
 * WebSocket through.
 */
export function sendMessage(chatId: string, body: SendMessageBody): Promise<SentMessage> {
  if (!realtimeClient.isOpen()) {
    return apiRequest<SentMessage>(`${chatPath(chatId)}/messages`, { method: 'POST', body });
  }
  return new Promise((resolve, reject) => {
    const lost = () =>
      finish(() => reject(new ApiRequestError(0, 'network', networkErrorMessage())));
    const timer = window.setTimeout(lost, SOCKET_ANSWER_TIMEOUT_MS);
    const stopClose = realtimeClient.onClose(lost);
    const stopEvents = realtimeClient.onEvent((event) => {
      const answer = answerTo(event, body.clientId);
      if (answer)
        finish(answer instanceof ApiRequestError ? () => reject(answer) : () => resolve(answer));
    });
    function finish(settle: () => void) {
      window.clearTimeout(timer);
      stopClose();
      stopEvents();
      settle();
    }
    realtimeClient.send({ type: 'message.send', chatId, ...body, text: body.text ?? '' });
  });
}

/** What an event says of the send with this client id, if it is its answer. */
function answerTo(event: ServerEvent, clientId: string): SentMessage | ApiRequestError | null {
  if (
    (event.type === 'message.created' || event.type === 'message.sent') &&
    event.message.clientId === clientId
  ) {
    return event.message;
  }
  if (event.type === 'message.held' && event.held.clientId === clientId) return event.held;
  if (event.type === 'message.refused' && event.clientId === clientId) {
    return new ApiRequestError(event.status, event.error.code, errorSentence(event.error));
  }
  return null;
}

/** Uploads an image for the chat, with progress; answers with the id to send it under. */
export function uploadChatImage(chatId: string, file: Blob, onProgress: UploadProgress) {
  return uploadFile<Answer<typeof chatImageResultSchema>>(`${chatPath(chatId)}/images`, file, {
    onProgress,
  });
}

/** Tells the server this user has seen the chat up to a position. */
export function markSeen(chatId: string, upToSeq: number) {
  return apiRequest(`${chatPath(chatId)}/seen`, { method: 'POST', body: { upToSeq } });
}
