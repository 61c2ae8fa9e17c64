import type { ChatMessage, HeldMessage } from '@mentorbridge/domain/api/chat';
import { MESSAGE_PAGE_SIZE } from '@mentorbridge/domain/chat-rules';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { todayBy } from '../../lib/clock.ts';
import { membersOf, openChat, talkableBy, writableBy } from './access.ts';
import type { ChatDeps } from './chat-deps.ts';
import type { ChatRecord } from './chat-standing-repository.ts';
import { toChatMessage } from './delivery.ts';
import { listSendersHeld } from './held-repository.ts';
import { heldForSender } from './holding.ts';
import { callRefusalNow, callTermsNow } from './contact-hours.ts';
import { findChat } from './kept-chats.ts';
import { advanceChatRead, lastMessageSeq, listChatReads, listMessagesAfter } from './repository.ts';

type Deps = ChatDeps;

/** A page of the chat's messages after a position, oldest first. */
export async function readMessages(
  deps: Deps,
  userId: string,
  chatId: string,
  afterSeq: number,
): Promise<ChatMessage[]> {
  const chat = await openChat(deps, userId, chatId);
  const [records, reads] = await Promise.all([
    listMessagesAfter(deps.db, chatId, afterSeq, MESSAGE_PAGE_SIZE),
    listChatReads(deps.db, chatId),
  ]);
  // While the chat is paused, its mentor sees the mentee under the name they last saw.
  const { menteeId, menteeNameWhilePaused } = chat;
  const nameKept =
    userId === chat.mentorId && !talkableBy(userId, chat, todayBy(deps.clock))
      ? menteeNameWhilePaused
      : null;
  return records.map((record) =>
    toChatMessage(
      nameKept !== null && record.senderId === menteeId
        ? { ...record, senderName: nameKept }
        : record,
      reads,
    ),
  );
}

/** The sender's own held and removed messages in a chat, to show as "Held for review". */
export async function readHeldMessages(
  deps: Deps,
  userId: string,
  chatId: string,
): Promise<HeldMessage[]> {
  await openChat(deps, userId, chatId);
  return (await listSendersHeld(deps.db, chatId, userId)).map(heldForSender);
}

/**
 * The user has seen the chat up to a position; both members' marks update live. Not while the
 * chat is paused (a report, a block, a mentor's check that does not count): then nothing passes
 * between the two, a read mark included, and the mark moves at the next look once it opens.
 * Once the mentoring ended (decision 060) the reader's own mark moves, so a goodbye read is no
 * longer unread, and nothing of it passes to the other member.
 */
export async function markSeen(
  deps: Deps,
  userId: string,
  chatId: string,
  upToSeq: number,
): Promise<void> {
  const chat = await openChat(deps, userId, chatId);
  const ended = chat.endedAt !== null;
  const inTouch = talkableBy(userId, chat, todayBy(deps.clock));
  if (!inTouch && !ended) return;
  // Never past the last message: a mark ahead of it would show the other member's next
  // messages as seen before anyone had seen them.
  const seenUpTo = Math.min(upToSeq, await lastMessageSeq(deps.db, chatId));
  await advanceChatRead(deps.db, { chatId, userId, upToSeq: seenUpTo });
  deps.realtime.publish(inTouch ? membersOf(chat) : [userId], {
    type: 'message.seen',
    chatId,
    userId,
    upToSeq: seenUpTo,
  });
}

/** Passes "typing" on to the other member of an accepted chat; nothing for anyone else. */
export async function relayTyping(
  deps: Deps,
  userId: string,
  chatId: string,
  typing: boolean,
): Promise<void> {
  const chat = await findChat(deps.db, chatId);
  if (!talkableBy(userId, chat, todayBy(deps.clock))) return;
  const others = membersOf(chat).filter((member) => member !== userId);
  deps.realtime.publish(others, { type: 'typing', chatId, userId, typing });
}

/**
 * Whether the user is in touch with the other member of the chat now: the rule of typing and
 * calls. A mentee's new profile pictures reach a mentor only while it holds (docs/safeguarding.md:
 * a paused mentor sees nothing of the mentee beyond what they saw before).
 */
export async function inTouchNow(
  deps: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
  chatId: string,
): Promise<boolean> {
  return talkableBy(userId, await findChat(deps.db, chatId), todayBy(deps.clock));
}

/**
 * Whether the user may join the chat's call now: the rule of typing, and for a pupil under 18 in
 * a programme its contact hours and video policy (decision 060). The calls' minute round asks it too, so a
 * call still going when the hours close ends within a minute.
 */
export async function mayJoinCall(
  deps: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
  chatId: string,
): Promise<boolean> {
  const chat = await findChat(deps.db, chatId);
  return (
    talkableBy(userId, chat, todayBy(deps.clock)) &&
    (await callRefusalNow(deps, chat, deps.clock.now())) === null
  );
}

/** The chat's members and names, and how its call is held (contact-hours.ts `callTermsNow`). */
export type CallChat = Pick<
  ChatRecord,
  'mentorId' | 'menteeId' | 'mentorName' | 'menteeName' | 'menteeAge'
> & { coordinatorJoins: boolean };

/**
 * The chat, for one of its members about to enter its call: refused as a message would be (404
 * to anyone else, 409 with the reason while contact is paused), and 409 `call_not_allowed` when
 * the programme's rules allow no call now.
 */
export async function openChatForCall(
  deps: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
  chatId: string,
): Promise<CallChat> {
  const chat = writableBy(userId, await findChat(deps.db, chatId), todayBy(deps.clock));
  const terms = await callTermsNow(deps, chat, deps.clock.now());
  if (terms.refusal !== null) throw new ApiError(409, 'call_not_allowed', terms.refusal);
  return { ...chat, coordinatorJoins: terms.coordinatorJoins };
}

export {
  flaggedMessages,
  heldMessageImage,
  releaseHeldMessage,
  removeHeldMessage,
  waitingHeldMessages,
} from './review-service.ts';
export type { ChatDeps } from './chat-deps.ts';
export { sendMessage, type SendOutcome } from './send-message.ts';
export { deliverKeptMessages, outsideContactHours } from './contact-hours.ts';
/** The chat as its access rules read it, for an ending's goodbye (decision 060). */
export { findChat as findChatForGoodbye } from './kept-chats.ts';
export { refuseMalformedSend, sendOverSocket } from './socket-send.ts';
/** The demo seed and the chat benchmark write messages with ids as the chat makes them. */
export { newMessageId } from './message-id.ts';

/** The demo conversation is written as the chat writes, in the seed's one transaction. */
export { advanceChatRead, insertNextMessage } from './repository.ts';
