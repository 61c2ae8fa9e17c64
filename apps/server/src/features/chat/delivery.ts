import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import { shownName } from '@mentorbridge/domain/connection-rules';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { membersOf } from './access.ts';
import { imageUrl } from './image-url.ts';
import { storeMessage } from './message-groups.ts';
import type { ChatRecord } from './chat-standing-repository.ts';
import { findMessageByClientId, listChatReads, type MessageRecord } from './repository.ts';

type Deps = Pick<AppContext, 'db' | 'realtime'>;

/** A stored message as its chat shows it, seen by whoever has read up to it. */
export function toChatMessage(
  record: MessageRecord,
  reads: { userId: string; seenUpTo: number }[],
): ChatMessage {
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

/** A stored message with who has seen it as of now. */
export async function withReads(
  deps: Pick<Deps, 'db'>,
  record: MessageRecord,
): Promise<ChatMessage> {
  return toChatMessage(record, await listChatReads(deps.db, record.chatId));
}

/**
 * Stores a message as the chat's next and tells both members: a send (a lead's release is
 * stored with its standing, held-release.ts). A message already stored under its client id is
 * answered, not doubled.
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
  const created = toChatMessage(
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
