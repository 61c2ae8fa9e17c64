import type { AppContext } from '../../app-context.ts';
import { kindOf, type NotificationEvent } from '../../mail/notification-mails.ts';
import { hasPushDevices, pushToDevices } from '../push/service.ts';
import { isPushed, pushAfterSessionEnded, pushFor } from './push-content.ts';
import { findMailRecipient } from './repository.ts';

type Deps = Pick<
  AppContext,
  'db' | 'backgroundDb' | 'push' | 'background' | 'presence' | 'pushDevices' | 'clock'
>;

/** A new message is pushed at most this often per chat and reader: one buzz, not thirty. */
export const MESSAGE_PUSH_GAP_MS = 30_000;

/**
 * Pushes an event to its recipient's devices, in their language, if they can use the product
 * and chose this kind (the same choices as the mail). Resolves to how many devices took it.
 */
export async function pushEvent(
  deps: Pick<AppContext, 'db' | 'push' | 'pushDevices' | 'clock'>,
  recipientId: string,
  event: NotificationEvent,
): Promise<number> {
  if (!isPushed(event) || !(await hasPushDevices(deps, recipientId))) return 0;
  const recipient = await findMailRecipient(deps.db, recipientId);
  if (!recipient?.reachable || !recipient.preferences[kindOf[event.type]]) return 0;
  return pushToDevices(deps, recipientId, {
    notification: pushFor(event, recipient.language),
    afterSessionEnded: pushAfterSessionEnded(recipient.language),
  });
}

/**
 * A new message, pushed to its reader only when they have no tab open (the rule of the unread
 * mail): an open tab already shows it. Sent after the answer, so a slow push service never holds
 * up a chat. It is on every message's path, so what it decides before the background work
 * (a tab open anywhere, no device) is known in memory (decision 053).
 */
export function pushNewMessageInBackground(
  deps: Deps,
  message: {
    recipientId: string;
    senderId: string;
    senderName: string;
    chatId: string;
    now: number;
  },
): void {
  const { recipientId } = message;
  if (deps.presence.hasOpenTab(recipientId) || deps.pushDevices.knownToHaveNone(recipientId)) {
    return;
  }
  const key = `${message.chatId}:${recipientId}`;
  const last = lastMessagePush.get(key);
  if (last !== undefined && message.now - last < MESSAGE_PUSH_GAP_MS) return;
  // Counted before the work, so a burst of messages starts one push, not one each.
  rememberPush(key, message.now);
  deps.background.run('message push', async () => {
    const taken = await pushEvent({ ...deps, db: deps.backgroundDb }, recipientId, {
      type: 'chat.unread',
      senderName: message.senderName,
      chatId: message.chatId,
      aboutId: message.senderId,
    });
    // Nothing was pushed (a tab open, no device, not wanted): the next message may be.
    if (taken === 0) lastMessagePush.delete(key);
    return taken;
  });
}

/** When each chat's reader was last pushed a message, in this process. */
const lastMessagePush = new Map<string, number>();
const MAX_REMEMBERED = 10_000;

function rememberPush(key: string, now: number): void {
  lastMessagePush.delete(key);
  lastMessagePush.set(key, now);
  // A Map keeps insertion order: the first key is the oldest.
  if (lastMessagePush.size > MAX_REMEMBERED) {
    const oldest = lastMessagePush.keys().next().value;
    if (oldest !== undefined) lastMessagePush.delete(oldest);
  }
}
