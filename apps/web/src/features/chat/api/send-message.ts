import type {
  chatImageResultSchema,
  sentMessageSchema,
  SendMessageBody,
} from '@mentorbridge/domain/api/chat';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { type UploadProgress, uploadFile } from '../../../lib/upload-file.ts';

const chatPath = (chatId: string) => `/chats/${encodeURIComponent(chatId)}`;

/**
 * Sends a message; the same clientId again returns the message already stored. In a chat with
 * a minor, a message with contact details comes back held for review instead.
 */
export function postMessage(chatId: string, body: SendMessageBody) {
  return apiRequest<Answer<typeof sentMessageSchema>>(`${chatPath(chatId)}/messages`, {
    method: 'POST',
    body,
  });
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
