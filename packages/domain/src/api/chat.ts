import { z } from 'zod';
import { MAX_CLIENT_ID_LENGTH, MAX_MESSAGE_LENGTH } from '../chat-rules.ts';

/** One chat message as both members see it. */
export const chatMessageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  /** Position in the chat, from 1, without gaps: the order of server time. */
  seq: z.number().int(),
  senderId: z.string(),
  /** The sender's name as shown beside the message. */
  senderName: z.string(),
  /** Already masked by the profanity filter; may be empty when there is an image. */
  text: z.string(),
  /** Where the image is served (to the two members only), or null. */
  imageUrl: z.string().nullable(),
  /** The id the sender's browser gave it, so a retried send is recognised. */
  clientId: z.string(),
  /** Epoch milliseconds, server time. */
  createdAt: z.number(),
  /** Who has seen it, starting with the sender. */
  seenBy: z.array(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagesSchema = z.object({ messages: z.array(chatMessageSchema) });

export const chatParamsSchema = z.object({ chatId: z.string().max(220) });

/** Messages after a position, for the first load and for catching up after a reconnect. */
export const chatMessagesQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
});

/** A message to send: text and/or an uploaded image, with the browser's id for retries. */
export const sendMessageBodySchema = z.strictObject({
  clientId: z.string().min(8).max(MAX_CLIENT_ID_LENGTH),
  text: z.string().max(MAX_MESSAGE_LENGTH).default(''),
  /** The id an image upload answered with. */
  imageId: z.string().max(100).optional(),
});
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

/** An uploaded chat image, to send with a message. */
export const chatImageResultSchema = z.object({ imageId: z.string() });

/** "I have seen everything up to here." */
export const markSeenBodySchema = z.strictObject({ upToSeq: z.number().int().min(0) });

/**
 * A message of the sender's kept out of a chat with a minor because it carries contact
 * details: "Held for review" until a safeguarding lead releases it (it then arrives as a
 * message) or removes it.
 */
export const heldMessageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  clientId: z.string(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.number(),
  /** `undelivered`: kept for contact hours, and the chat could not take it when they opened. */
  status: z.enum(['held', 'removed', 'undelivered']),
  /**
   * Kept outside a programme's contact hours (decision 060): when it goes, as
   * `Delivered at {time}: outside {programme}'s contact hours.`; null for a lead's review.
   */
  deliverAt: z.number().nullable(),
});
export type HeldMessage = z.infer<typeof heldMessageSchema>;
export const heldMessageListSchema = z.object({ held: z.array(heldMessageSchema) });

/** What a send answers: the stored message, or the message held for review. */
export const sentMessageSchema = z.union([chatMessageSchema, heldMessageSchema]);

/**
 * The newest message of a chat, for the chat list's one-line preview ("Maya: Yes please!").
 * The text is cut to PREVIEW_LENGTH characters; a picture is only said to be there.
 */
export const chatPreviewSchema = z.object({
  senderId: z.string(),
  text: z.string(),
  hasImage: z.boolean(),
  /** Epoch milliseconds, server time. */
  createdAt: z.number(),
});
export type ChatPreview = z.infer<typeof chatPreviewSchema>;

/** The newest message of each of the user's chats that has any, by chat id. */
export const chatPreviewsSchema = z.object({ chats: z.record(z.string(), chatPreviewSchema) });
export type ChatPreviews = z.infer<typeof chatPreviewsSchema>;
