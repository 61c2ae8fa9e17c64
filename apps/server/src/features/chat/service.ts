import type { ChatMessage, HeldMessage, SendMessageBody } from '@mentorbridge/domain/api/chat';
import { canSendMessage, MESSAGE_PAGE_SIZE } from '@mentorbridge/domain/chat-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { maskProfanity } from '@mentorbridge/domain/profanity-filter';
import { isMinor } from '@mentorbridge/domain/safety/age-band';
import { findContactDetails } from '@mentorbridge/domain/safety/contact-details';
import { findSignals } from '@mentorbridge/domain/safety/signals';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { todayBy } from '../../lib/clock.ts';
import { pushToReader } from './push-to-reader.ts';
import { membersOf, openChat, talkableBy, writableBy } from './access.ts';
import { deliverMessage, toChatMessage, withReads } from './delivery.ts';
import { findHeldByClientId, listSendersHeld } from './held-repository.ts';
import type { ChatRecord } from './chat-standing-repository.ts';
import { heldForSender, holdMessage } from './holding.ts';
import { existingImageId } from './images.ts';
import { newMessageId } from './message-id.ts';
import { findChat, findChatForSending } from './kept-chats.ts';
import {
  advanceChatRead,
  findMessageByClientId,
  lastMessageSeq,
  listChatReads,
  listMessagesAfter,
} from './repository.ts';
import { insertSafetyFlag } from './safety-flag-repository.ts';

/** What the chat's service needs of the app. */
export type ChatDeps = Pick<
  AppContext,
  | 'db'
  | 'backgroundDb'
  | 'files'
  | 'realtime'
  | 'clock'
  | 'config'
  | 'background'
  | 'push'
  | 'presence'
  | 'pushDevices'
>;
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

/** What a send came to: a message in the chat, or one held for a safeguarding lead. */
export type SendOutcome =
  | { kind: 'delivered'; message: ChatMessage; created: boolean }
  | { kind: 'held'; held: HeldMessage };

/**
 * Stores a message, masked, and tells both members. Sending again with the same client id
 * answers with the message already stored, so a retry after a lost answer never doubles it.
 * In a chat with a minor, a message carrying contact details is held for a safeguarding lead
 * instead; one whose words suggest grooming or self-harm is delivered and flagged.
 */
export async function sendMessage(
  deps: Deps & Pick<AppContext, 'chatSendLimit'>,
  userId: string,
  chatId: string,
  body: SendMessageBody,
  now = Date.now(),
): Promise<SendOutcome> {
  const found = await findChatForSending(deps.db, {
    chatId,
    senderId: userId,
    clientId: body.clientId,
  });
  // What was sent before is answered only to a member the chat lets write.
  const chat = writableBy(userId, found?.chat, todayBy(deps.clock));
  if (found?.clientIdUsed) {
    const earlier = await findMessageByClientId(deps.db, userId, body.clientId);
    if (earlier) {
      return { kind: 'delivered', message: await withReads(deps, earlier), created: false };
    }
    const earlierHeld = await findHeldByClientId(deps.db, userId, body.clientId);
    if (earlierHeld) return { kind: 'held', held: heldForSender(earlierHeld) };
  }

  // After the retry above: a message already stored is answered however fast its sender goes.
  if (!deps.chatSendLimit.take(userId, body.imageId !== undefined, now)) {
    throw new ApiError(429, 'sending_too_fast', uiText.sendingTooFast);
  }

  // The detectors read the words as typed; the chat keeps them masked.
  const typed = (body.text ?? '').trim();
  const text = maskProfanity(typed);
  const imageId = body.imageId ? await existingImageId(deps, chatId, body.imageId) : null;
  if (!canSendMessage(text, imageId !== null)) {
    throw new ApiError(400, 'invalid_message', uiText.messageEmpty);
  }
  const message = { id: newMessageId(), senderId: userId, text, imageId, clientId: body.clientId };
  const contactDetails = isMinor(chat.menteeAge) ? findContactDetails(typed) : [];
  if (contactDetails.length > 0) {
    const held = await holdMessage(deps, chat, { ...message, reasons: contactDetails, now });
    return { kind: 'held', held };
  }
  const delivered = await deliverMessage(deps, chat, { ...message, now });
  if (delivered.created) pushToReader(deps, chat, userId, now);
  const signals = findSignals(typed);
  if (delivered.created && signals.length > 0) {
    await insertSafetyFlag(deps.db, { messageId: delivered.message.id, kinds: signals, now });
  }
  return { kind: 'delivered', ...delivered };
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
 */
export async function markSeen(
  deps: Deps,
  userId: string,
  chatId: string,
  upToSeq: number,
): Promise<void> {
  const chat = await openChat(deps, userId, chatId);
  if (!talkableBy(userId, chat, todayBy(deps.clock))) return;
  // Never past the last message: a mark ahead of it would show the other member's next
  // messages as seen before anyone had seen them.
  const seenUpTo = Math.min(upToSeq, await lastMessageSeq(deps.db, chatId));
  await advanceChatRead(deps.db, { chatId, userId, upToSeq: seenUpTo });
  deps.realtime.publish(membersOf(chat), {
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

/** Whether the user may join the chat's call now: the same rule as for typing. */
export const mayJoinCall = inTouchNow;

/**
 * The chat's members and names, for one of them about to enter its call's meeting: refused as a
 * message would be (404 to anyone else, 409 with the reason while contact is paused).
 */
export async function openChatForCall(
  deps: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
  chatId: string,
): Promise<Pick<ChatRecord, 'mentorId' | 'menteeId' | 'mentorName' | 'menteeName'>> {
  return writableBy(userId, await findChat(deps.db, chatId), todayBy(deps.clock));
}

export {
  flaggedMessages,
  heldMessageImage,
  releaseHeldMessage,
  removeHeldMessage,
  waitingHeldMessages,
} from './review-service.ts';
