import type { ChatMessage, HeldMessage, SendMessageBody } from '@mentorbridge/domain/api/chat';
import { canSendMessage, MESSAGE_PAGE_SIZE } from '@mentorbridge/domain/chat-rules';
import { shownName } from '@mentorbridge/domain/connection-rules';
import { messages } from '@mentorbridge/domain/messages';
import { maskProfanity } from '@mentorbridge/domain/profanity-filter';
import { isMinor } from '@mentorbridge/domain/safety/age-band';
import { findContactDetails } from '@mentorbridge/domain/safety/contact-details';
import { findSignals } from '@mentorbridge/domain/safety/signals';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { heldForSender, holdMessage } from '../safeguarding/holding.ts';
import { membersOf, openChat, writableBy } from './access.ts';
import { imageUrl } from './image-url.ts';
import { existingImageId } from './images.ts';
import { storeMessage } from './message-groups.ts';
import { newMessageId } from './message-id.ts';
import {
  findHeldByClientId,
  insertSafetyFlag,
  listSendersHeld,
} from '../safeguarding/held-repository.ts';
import {
  advanceChatRead,
  type ChatRecord,
  findChat,
  findChatForSending,
  findMessageByClientId,
  lastMessageSeq,
  listChatReads,
  listMessagesAfter,
  type MessageRecord,
} from './repository.ts';

type Deps = Pick<AppContext, 'db' | 'files' | 'realtime'>;

function shape(record: MessageRecord, reads: { userId: string; seenUpTo: number }[]): ChatMessage {
  const viewers = reads
    .filter((read) => read.userId !== record.senderId && read.seenUpTo >= record.seq)
    .map((read) => read.userId);
  return {
    id: record.id,
    chatId: record.chatId,
    seq: record.seq,
    senderId: record.senderId,
    senderName: shownName(record.senderName, record.senderRole),
    text: record.text,
    imageUrl: imageUrl(record.chatId, record.imageId),
    clientId: record.clientId,
    createdAt: record.createdAt,
    seenBy: [record.senderId, ...viewers],
  };
}

/** A page of the chat's messages after a position, oldest first. */
export async function readMessages(
  deps: Deps,
  userId: string,
  chatId: string,
  afterSeq: number,
): Promise<ChatMessage[]> {
  await openChat(deps, userId, chatId);
  const [records, reads] = await Promise.all([
    listMessagesAfter(deps.db, chatId, afterSeq, MESSAGE_PAGE_SIZE),
    listChatReads(deps.db, chatId),
  ]);
  return records.map((record) => shape(record, reads));
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
  deps: Deps,
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
  const chat = writableBy(userId, found?.chat);
  if (found?.clientIdUsed) {
    const earlier = await findMessageByClientId(deps.db, userId, body.clientId);
    if (earlier) {
      return { kind: 'delivered', message: await withReads(deps, earlier), created: false };
    }
    const earlierHeld = await findHeldByClientId(deps.db, userId, body.clientId);
    if (earlierHeld) return { kind: 'held', held: heldForSender(earlierHeld) };
  }

  // The detectors read the words as typed; the chat keeps them masked.
  const typed = (body.text ?? '').trim();
  const text = maskProfanity(typed);
  const imageId = body.imageId ? await existingImageId(deps, chatId, body.imageId) : null;
  if (!canSendMessage(text, imageId !== null)) {
    throw new ApiError(400, 'invalid_message', messages.messageEmpty);
  }
  const message = { id: newMessageId(), senderId: userId, text, imageId, clientId: body.clientId };
  const contactDetails = isMinor(chat.menteeAge) ? findContactDetails(typed) : [];
  if (contactDetails.length > 0) {
    const held = await holdMessage(deps, chat, { ...message, reasons: contactDetails, now });
    return { kind: 'held', held };
  }
  const delivered = await deliverMessage(deps, chat, { ...message, now });
  const signals = findSignals(typed);
  if (delivered.created && signals.length > 0) {
    await insertSafetyFlag(deps.db, { messageId: delivered.message.id, kinds: signals, now });
  }
  return { kind: 'delivered', ...delivered };
}

/**
 * Stores a message as the chat's next and tells both members: a send, or a held message a
 * lead released. A message already stored under its client id is answered, not doubled.
 */
export async function deliverMessage(
  deps: Deps,
  chat: ChatRecord,
  message: {
    id: string;
    senderId: string;
    text: string;
    imageId: string | null;
    clientId: string;
    now: number;
  },
): Promise<{ message: ChatMessage; created: boolean }> {
  let seq: number;
  for (let attempt = 0; ; attempt++) {
    try {
      seq = await storeMessage(deps.db, { ...message, chatId: chat.id });
      break;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 10) throw error;
      const raced = await findMessageByClientId(deps.db, message.senderId, message.clientId);
      if (raced) return { message: await withReads(deps, raced), created: false };
    }
  }
  const fromMentor = message.senderId === chat.mentorId;
  // Just made, it is the chat's last: nobody but its writer has seen it yet.
  const created = shape(
    {
      ...message,
      chatId: chat.id,
      seq,
      senderName: fromMentor ? chat.mentorName : chat.menteeName,
      senderRole: fromMentor ? 'mentor' : 'mentee',
      createdAt: message.now,
    },
    [],
  );
  deps.realtime.publish(membersOf(chat), { type: 'message.created', message: created });
  return { message: created, created: true };
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

async function withReads(deps: Deps, record: MessageRecord): Promise<ChatMessage> {
  return shape(record, await listChatReads(deps.db, record.chatId));
}

/** The user has seen the chat up to a position; both members' marks update live. */
export async function markSeen(
  deps: Deps,
  userId: string,
  chatId: string,
  upToSeq: number,
): Promise<void> {
  const chat = await openChat(deps, userId, chatId);
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
  if (!chat || chat.status !== 'accepted' || !membersOf(chat).includes(userId)) return;
  if (chat.paused || chat.blocked) return;
  const others = membersOf(chat).filter((member) => member !== userId);
  deps.realtime.publish(others, { type: 'typing', chatId, userId, typing });
}
