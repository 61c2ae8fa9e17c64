import { partiesOfRequest } from './connection-rules.ts';

/**
 * Video calls (docs/product.md, Video calls): the meeting room of a chat. The product's rule
 * names the chat's room; each call's meeting adds a secret to that name, given out by the server
 * to the chat's two members only (decision 049), so no one can work the meeting out.
 */

const MENTEE_ID_PREFIX_LENGTH = 10;

/** The room of a chat: the first 10 characters of the mentee's id, a hyphen, and the chat id. */
export function roomNameFor(menteeId: string, chatId: string): string {
  return `${menteeId.slice(0, MENTEE_ID_PREFIX_LENGTH)}-${chatId}`;
}

/** The chat a room belongs to, or undefined when the name does not follow the rule. */
export function chatIdOfRoom(roomName: string): string | undefined {
  const chatId = roomName.slice(MENTEE_ID_PREFIX_LENGTH + 1);
  const parties = partiesOfRequest(chatId);
  if (!parties || roomNameFor(parties.menteeId, chatId) !== roomName) return undefined;
  return chatId;
}

/** The meeting of one call: the chat's room by the rule, a hyphen, and the call's secret. */
export function meetingRoomName(menteeId: string, chatId: string, secret: string): string {
  return `${roomNameFor(menteeId, chatId)}-${secret}`;
}
