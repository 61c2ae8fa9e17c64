import { uiText } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { findChat } from './kept-chats.ts';
import type { ChatRecord } from './chat-standing-repository.ts';

/** The chat's two members. */
export const membersOf = (chat: ChatRecord) => [chat.mentorId, chat.menteeId];

/**
 * The chat, when the user is one of its two members and it is accepted. Anyone else gets the
 * same answer as for a chat that does not exist.
 */
export async function openChat(deps: Pick<AppContext, 'db'>, userId: string, chatId: string) {
  return readableBy(userId, await findChat(deps.db, chatId));
}

export function readableBy(userId: string, chat: ChatRecord | undefined): ChatRecord {
  if (!chat || !membersOf(chat).includes(userId) || chat.blocked) {
    throw new ApiError(404, 'not_found', uiText.chatNotFound);
  }
  if (chat.status !== 'accepted') {
    throw new ApiError(409, 'chat_not_accepted', uiText.chatNotAccepted);
  }
  return chat;
}

/**
 * The chat, for writing: as openChat, and not while contact is paused (an open report between
 * the two, or a suspended member). Reading a paused chat stays allowed.
 */
export async function openChatForWriting(
  deps: Pick<AppContext, 'db'>,
  userId: string,
  chatId: string,
) {
  return writableBy(userId, await findChat(deps.db, chatId));
}

export function writableBy(userId: string, chat: ChatRecord | undefined): ChatRecord {
  const readable = readableBy(userId, chat);
  if (readable.paused) {
    throw new ApiError(409, 'chat_frozen', uiText.chatFrozen);
  }
  return readable;
}

/**
 * Whether the user may talk in the chat right now, by typing or by call: a member of an accepted
 * chat whose contact is neither paused nor blocked. Anyone else is ignored rather than refused,
 * so a stranger learns nothing.
 */
export function talkableBy(userId: string, chat: ChatRecord | undefined): chat is ChatRecord {
  return (
    chat !== undefined &&
    chat.status === 'accepted' &&
    membersOf(chat).includes(userId) &&
    !chat.paused &&
    !chat.blocked
  );
}
