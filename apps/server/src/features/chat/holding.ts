import { randomUUID } from 'node:crypto';
import type { HeldMessage } from '@mentorbridge/domain/api/chat';
import type { ContactDetailKind } from '@mentorbridge/domain/safety/contact-details';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { findHeldByClientId, type HeldRecord, insertHeldMessage } from './held-repository.ts';
import { imageUrl } from './image-url.ts';
import type { ChatRecord } from './chat-standing-repository.ts';

/** How the sender sees a message held for review. */
export function heldForSender(record: HeldRecord): HeldMessage {
  return {
    id: record.id,
    chatId: record.chatId,
    clientId: record.clientId,
    text: record.text,
    imageUrl: imageUrl(record.chatId, record.imageId),
    createdAt: record.createdAt,
    status:
      record.status === 'removed'
        ? 'removed'
        : record.status === 'undelivered'
          ? 'undelivered'
          : 'held',
    deliverAt: record.deliverAt,
  };
}

/**
 * Keeps a message out of a chat with a minor until a lead looks at it. The recipient is told
 * nothing; the sender sees it as "Held for review".
 */
export async function holdMessage(
  deps: Pick<AppContext, 'db'>,
  chat: ChatRecord,
  message: {
    senderId: string;
    text: string;
    imageId: string | null;
    clientId: string;
    reasons: ContactDetailKind[];
    now: number;
    /** Kept for a programme's contact hours: when it goes (decision 060). */
    deliverAt?: number;
  },
): Promise<HeldMessage> {
  const record = { ...message, id: randomUUID(), chatId: chat.id, createdAt: message.now };
  try {
    await insertHeldMessage(deps.db, record);
  } catch (error) {
    // The same send, retried at once: answer with the one stored.
    const raced = isUniqueViolation(error)
      ? await findHeldByClientId(deps.db, message.senderId, message.clientId)
      : undefined;
    if (!raced) throw error;
    return heldForSender(raced);
  }
  return heldForSender({ ...record, status: 'held', deliverAt: message.deliverAt ?? null });
}
