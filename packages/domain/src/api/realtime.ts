import { z } from 'zod';

/** The WebSocket every signed-in tab opens; the server checks its session cookie and Origin. */
export const REALTIME_PATH = '/api/ws';

/** What the browser sends on the socket. */
export const clientEventSchema = z.discriminatedUnion('type', [
  /** "Are you there?": the server answers with a pong; silence means Offline. */
  z.object({ type: z.literal('ping') }),
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;

/** What the server pushes on the socket. */
export const serverEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong') }),
  /** A request the user is part of was created, moved or deleted: their lists are stale. */
  z.object({ type: z.literal('request.changed'), requestId: z.string() }),
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;

/** Close codes the server uses, so the browser knows whether reconnecting can help. */
export const realtimeCloseCodes = {
  /** No valid session: reconnecting will not help until the user logs in. */
  notSignedIn: 4401,
  /** The session ended (log-out, password change, account deleted). */
  sessionEnded: 4403,
} as const;
