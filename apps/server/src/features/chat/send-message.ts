import type { ChatMessage, HeldMessage, SendMessageBody } from '@mentorbridge/domain/api/chat';
import { canSendMessage } from '@mentorbridge/domain/chat-rules';
import { maskProfanity } from '@mentorbridge/domain/profanity-filter';
import { isMinor } from '@mentorbridge/domain/safety/age-band';
import { findContactDetails } from '@mentorbridge/domain/safety/contact-details';
import { findSignals } from '@mentorbridge/domain/safety/signals';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { todayBy } from '../../lib/clock.ts';
import { writableBy } from './access.ts';
import type { ChatDeps } from './chat-deps.ts';
import { deliverMessage, withReads } from './delivery.ts';
import { findHeldByClientId } from './held-repository.ts';
import { heldForSender, holdMessage } from './holding.ts';
import { existingImageId } from './images.ts';
import { findChatForSending } from './kept-chats.ts';
import { newMessageId } from './message-id.ts';
import { outsideContactHours } from './contact-hours.ts';
import { pushToReader } from './push-to-reader.ts';
import { findMessageByClientId } from './repository.ts';
import { insertSafetyFlag } from './safety-flag-repository.ts';

/** What a send came to: a message in the chat, or one held for a safeguarding lead. */
export type SendOutcome =
  | { kind: 'delivered'; message: ChatMessage; created: boolean }
  | { kind: 'held'; held: HeldMessage };

/**
 * Stores a message, masked, and tells both members. Sending again with the same client id
 * answers with the message already stored, so a retry after a lost answer never doubles it.
 * In a chat with a minor, a message carrying contact details is held for a safeguarding lead
 * instead; one whose words suggest grooming or self-harm is delivered and flagged; a mentor's
 * message outside the programme's contact hours is kept until they open.
 */
export async function sendMessage(
  deps: ChatDeps & Pick<AppContext, 'chatSendLimit'>,
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
    throw new ApiError(429, 'sending_too_fast', msg.sendingTooFast);
  }

  // The detectors read the words as typed; the chat keeps them masked.
  const typed = (body.text ?? '').trim();
  const text = maskProfanity(typed);
  const imageId = body.imageId ? await existingImageId(deps, chatId, body.imageId) : null;
  if (!canSendMessage(text, imageId !== null)) {
    throw new ApiError(400, 'invalid_message', msg.messageEmpty);
  }
  const message = { id: newMessageId(), senderId: userId, text, imageId, clientId: body.clientId };
  const contactDetails = isMinor(chat.menteeAge) ? findContactDetails(typed) : [];
  if (contactDetails.length > 0) {
    const held = await holdMessage(deps, chat, { ...message, reasons: contactDetails, now });
    return { kind: 'held', held };
  }
  // A mentor's message to a pupil under 18 outside the programme's contact hours waits for them
  // (decision 060), judged by the app's clock.
  // Decided here for a chat outside programmes, with no await on the hot path.
  const outside =
    chat.programmeId === null
      ? null
      : await outsideContactHours(deps, chat, userId, deps.clock.now());
  if (outside) {
    const deliverAt = outside.opensAt;
    const held = await holdMessage(deps, chat, { ...message, reasons: [], now, deliverAt });
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
