import { randomBytes } from 'node:crypto';
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
import { fitWithinWebp, UnacceptableImage } from '../../lib/images.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { heldForSender, holdMessage } from '../safeguarding/holding.ts';
import { imageUrl } from './image-url.ts';
import { storeMessage } from './message-groups.ts';
import { newMessageId } from './message-id.ts';
import {
  findHeldByClientId,
  insertSafetyFlag,
  listSendersHeld,
} from '../safeguarding/held-repository.ts';
import { chatImageKey } from '../../storage/file-keys.ts';
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

/** Largest side of a stored chat image; shown at most 200x200, full size on click. */
const CHAT_IMAGE_MAX_SIDE = 1600;
const imageIdPattern = /^\d{13}-[0-9a-f]{12}$/;

const membersOf = (chat: ChatRecord) => [chat.mentorId, chat.menteeId];

/**
 * The chat, when the user is one of its two members and it is accepted. Anyone else gets the
 * same answer as for a chat that does not exist.
 */
export async function openChat(deps: Pick<Deps, 'db'>, userId: string, chatId: string) {
  return readableBy(userId, await findChat(deps.db, chatId));
}

function readableBy(userId: string, chat: ChatRecord | undefined): ChatRecord {
  if (!chat || !membersOf(chat).includes(userId) || chat.blocked) {
    throw new ApiError(404, 'not_found', messages.chatNotFound);
  }
  if (chat.status !== 'accepted') {
    throw new ApiError(409, 'chat_not_accepted', messages.chatNotAccepted);
  }
  return chat;
}

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

/**
 * The chat, for writing: as openChat, and not while contact is paused (an open report between
 * the two, or a suspended member). Reading a paused chat stays allowed.
 */
async function openChatForWriting(deps: Pick<Deps, 'db'>, userId: string, chatId: string) {
  return writableBy(userId, await findChat(deps.db, chatId));
}

function writableBy(userId: string, chat: ChatRecord | undefined): ChatRecord {
  const readable = readableBy(userId, chat);
  if (readable.paused) {
    throw new ApiError(409, 'chat_frozen', messages.chatFrozen);
  }
  return readable;
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

/** An image id from an upload to this very chat; anything else is refused. */
async function existingImageId(deps: Deps, chatId: string, imageId: string): Promise<string> {
  if (!imageIdPattern.test(imageId) || !(await deps.files.get(chatImageKey(chatId, imageId)))) {
    throw new ApiError(400, 'invalid_message', messages.imageUploadFailed);
  }
  return imageId;
}

/**
 * Stores a chat image, checked by its bytes and re-encoded without EXIF, under a timestamped
 * name in the chat's folder; the message that shows it is sent next.
 */
export async function uploadChatImage(
  deps: Deps,
  userId: string,
  chatId: string,
  upload: Buffer,
  now = Date.now(),
): Promise<string> {
  await openChatForWriting(deps, userId, chatId);
  let image: Buffer;
  try {
    image = await fitWithinWebp(upload, CHAT_IMAGE_MAX_SIDE);
  } catch (error) {
    if (error instanceof UnacceptableImage) {
      throw new ApiError(400, 'invalid_picture', messages.imageUploadFailed);
    }
    throw error;
  }
  const imageId = `${now}-${randomBytes(6).toString('hex')}`;
  await deps.files.put(chatImageKey(chatId, imageId), image);
  return imageId;
}

/** A chat image, for the chat's two members only. */
export async function readChatImage(
  deps: Deps,
  userId: string,
  chatId: string,
  imageId: string,
): Promise<Buffer> {
  await openChat(deps, userId, chatId);
  const bytes =
    imageIdPattern.test(imageId) && (await deps.files.get(chatImageKey(chatId, imageId)));
  if (!bytes) throw new ApiError(404, 'not_found', messages.notFound);
  return bytes;
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
