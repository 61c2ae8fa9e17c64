import { shownName } from '@mentorbridge/domain/connection-rules';
import type { Msg } from '@mentorbridge/domain/i18n/catalogue';
import { msg } from '@mentorbridge/domain/ui-text';
import { mentorReachesMentee } from '@mentorbridge/domain/vetting-rules';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { todayBy } from '../../lib/clock.ts';
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
    throw new ApiError(404, 'not_found', msg.chatNotFound);
  }
  if (chat.status !== 'accepted') {
    throw new ApiError(409, 'chat_not_accepted', msg.chatNotAccepted);
  }
  return chat;
}

/**
 * Whether the chat waits for the mentor's safeguarding check (decision 038): its mentee is under
 * 18 and the mentor's record does not count `today` (incomplete, expired or suspended). Nothing
 * is lost: once a new check is recorded, the chat opens again with its history.
 */
export const waitsForCheck = (chat: ChatRecord, today: string) =>
  !mentorReachesMentee(chat.menteeAge, chat.mentorCheckedUntil, today);

/**
 * The chat, for writing: as openChat, and not once the mentoring ended (decision 060), nor while
 * contact is paused (an open report between the two, a suspended member, or a mentor whose check
 * does not count today for a mentee under 18). Reading an ended or paused chat stays allowed.
 */
export async function openChatForWriting(
  deps: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
  chatId: string,
) {
  return writableBy(userId, await findChat(deps.db, chatId), todayBy(deps.clock));
}

export function writableBy(
  userId: string,
  chat: ChatRecord | undefined,
  today: string,
): ChatRecord {
  const readable = readableBy(userId, chat);
  if (readable.endedAt !== null) throw new ApiError(409, 'chat_ended', msg.chatEnded);
  if (readable.pausedBy === 'caregiver') {
    throw new ApiError(409, 'chat_frozen', msg.chatPausedByCaregiver);
  }
  if (readable.paused) {
    throw new ApiError(409, 'chat_frozen', msg.chatFrozen);
  }
  if (waitsForCheck(readable, today)) {
    const mentorName = shownName(readable.mentorName, 'mentor');
    throw new ApiError(409, 'chat_waits_for_check', msg.chatWaitsForCheck({ mentorName }));
  }
  return readable;
}

/**
 * Why the chat cannot take a message now, as a safeguarding lead is told it: blocked, ended,
 * paused by a report or a suspension, or waiting for the mentor's check (writableBy's cases, and
 * a block);
 * null when it is open. A lead's release follows the same standing as a member's send.
 */
export function pauseReasonOf(chat: ChatRecord, today: string): Msg | null {
  if (chat.blocked) return msg.pausedForBlock;
  if (chat.endedAt !== null) return msg.pausedForEnding;
  if (chat.pausedBy === 'report') return msg.pausedForReport;
  if (chat.pausedBy === 'caregiver') return msg.pausedForCaregiver;
  if (chat.pausedBy === 'suspension') return msg.pausedForSuspension;
  if (waitsForCheck(chat, today))
    return msg.pausedForCheck({ mentorName: shownName(chat.mentorName, 'mentor') });
  return null;
}

/**
 * Whether the user may talk in the chat right now, by typing or by call: a member of an accepted
 * chat that has not ended, whose contact is neither paused nor blocked, nor waiting for the
 * mentor's check. Anyone else is ignored rather than refused, so a stranger learns nothing.
 */
export function talkableBy(
  userId: string,
  chat: ChatRecord | undefined,
  today: string,
): chat is ChatRecord {
  return (
    chat !== undefined &&
    chat.status === 'accepted' &&
    membersOf(chat).includes(userId) &&
    chat.endedAt === null &&
    !chat.paused &&
    !chat.blocked &&
    !waitsForCheck(chat, today)
  );
}
