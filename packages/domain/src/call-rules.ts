import { partiesOfRequest } from './connection-rules.ts';

/**
 * Video calls (docs/product.md, Video calls): the meeting room of a chat and the links to it. The
 * room is named by the product's rule, so both members reach the same room without storing its
 * name.
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

/** The room's own page on the meeting service, for opening it outside the app. */
export function meetingLink(serviceOrigin: string, roomName: string): string {
  return `${serviceOrigin}/${encodeURIComponent(roomName)}`;
}
