import { z } from 'zod';
import { callSignalSchema, signalRecipientSchema } from './call-signals.ts';
import { callSchema } from './calls.ts';
import { chatMessageSchema, heldMessageSchema, sendMessageBodySchema } from './chat.ts';
import { errorBodySchema } from './errors.ts';

/** What the browser sends on the socket. */
export const clientEventSchema = z.discriminatedUnion('type', [
  /** "Are you there?": the server answers with a pong; silence means Offline. */
  z.object({ type: z.literal('ping') }),
  /** Whether this user is typing in a chat; passed on to the other member, never stored. */
  z.object({ type: z.literal('typing'), chatId: z.string().max(220), typing: z.boolean() }),
  /**
   * This tab has the chat's video call open. Held for as long as the socket lives: the server
   * lets go when the tab leaves, closes or loses its connection.
   */
  z.object({ type: z.literal('call.join'), chatId: z.string().max(220) }),
  /** This tab left the chat's video call. */
  z.object({ type: z.literal('call.leave'), chatId: z.string().max(220) }),
  /**
   * A WebRTC signal for the other member of the chat (decision 059), checked as a send is:
   * passed on as `call.signal`, or answered with `call.signal.refused`.
   */
  z.object({
    type: z.literal('call.signal'),
    chatId: z.string().max(220),
    signal: callSignalSchema,
    toUserId: signalRecipientSchema,
  }),
  /**
   * Sends a message, as `POST /api/chats/{chatId}/messages` does, with the same body: the same
   * client id again is the same message. Answered by the message's own `message.created`, or by
   * `message.sent`, `message.held` or `message.refused` (decision 026).
   */
  sendMessageBodySchema.extend({ type: z.literal('message.send'), chatId: z.string().max(220) }),
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;

/** What the server pushes on the socket. */
export const serverEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong') }),
  /** A request the user is part of was created, moved or deleted: their lists are stale. */
  z.object({ type: z.literal('request.changed'), requestId: z.string() }),
  /** A message was stored in a chat the user is a member of. */
  z.object({ type: z.literal('message.created'), message: chatMessageSchema }),
  /** A member has seen a chat's messages up to a position. */
  z.object({
    type: z.literal('message.seen'),
    chatId: z.string(),
    userId: z.string(),
    upToSeq: z.number(),
  }),
  /** The other member started or stopped typing. */
  z.object({
    type: z.literal('typing'),
    chatId: z.string(),
    userId: z.string(),
    typing: z.boolean(),
  }),
  /** A lead decided on one of the user's held messages in a chat: their held list is stale. */
  z.object({ type: z.literal('held.changed'), chatId: z.string() }),
  /** Something about the user's own account changed (a guardian agreed): the session is stale. */
  z.object({ type: z.literal('account.changed') }),
  /** Someone joined or left the video call of a chat the user is a member of. */
  z.object({ type: z.literal('call.changed'), call: callSchema }),
  /** The other member's WebRTC signal for the chat's call. */
  z.object({
    type: z.literal('call.signal'),
    chatId: z.string(),
    fromUserId: z.string(),
    signal: callSignalSchema,
  }),
  /** A signal this socket sent was not passed on: as `message.refused`, the POST's answer. */
  z.object({
    type: z.literal('call.signal.refused'),
    chatId: z.string(),
    status: z.number().int(),
    error: errorBodySchema.shape.error,
  }),
  /** A send this socket made was stored before (a retry): here it is, as stored. */
  z.object({ type: z.literal('message.sent'), message: chatMessageSchema }),
  /** A send this socket made was held for a safeguarding lead ("Held for review"). */
  z.object({ type: z.literal('message.held'), held: heldMessageSchema }),
  /**
   * A send this socket made was not stored: `status` is what the POST would have answered (a
   * 4xx is final, 503 and 500 are worth a retry), `error` its body.
   */
  z.object({
    type: z.literal('message.refused'),
    clientId: z.string(),
    status: z.number().int(),
    error: errorBodySchema.shape.error,
  }),
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;
