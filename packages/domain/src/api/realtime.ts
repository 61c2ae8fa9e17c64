import { z } from 'zod';
import { callSchema } from './calls.ts';
import { chatMessageSchema } from './chat.ts';

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
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;
