import { z } from 'zod';

/*
 * In-app calls (decision 059): the WebRTC signals the two members of a chat pass each other
 * through the server, which checks each one as it checks a chat send, and the ICE servers a
 * member's browser is given after the same check.
 */

/** What one side of a call tells the other to set up, change or end it. */
export const callSignalSchema = z.discriminatedUnion('kind', [
  /** A session description: an offer to connect, or the answer to one. */
  z.object({ kind: z.enum(['offer', 'answer']), sdp: z.string().max(12_000) }),
  /** A network path the sender can be reached on, as its browser found it. */
  z.object({
    kind: z.literal('candidate'),
    candidate: z.string().max(2_000),
    sdpMid: z.string().max(100).nullable(),
    sdpMLineIndex: z.number().int().min(0).max(100).nullable(),
  }),
  /** The sender left the call. */
  z.object({ kind: z.literal('hangup') }),
]);
export type CallSignal = z.infer<typeof callSignalSchema>;

/** `POST /api/chats/{chatId}/call-signals`: a signal over HTTP, where no socket gets through. */
export const callSignalBodySchema = z.object({ signal: callSignalSchema });

/** One STUN or TURN server, in the shape `RTCPeerConnection` takes. */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  /** TURN only: `{expiry}:{userId}`, and the password the server signed for it. */
  username: z.string().optional(),
  credential: z.string().optional(),
});

/** What a member's browser connects a call with, given after the chat's check. */
export const iceConfigSchema = z.object({
  iceServers: z.array(iceServerSchema),
  /**
   * Relayed paths only (`iceTransportPolicy: 'relay'`): with a TURN relay set, a call with
   * someone under 18, so neither side learns the other's network address.
   */
  relayOnly: z.boolean(),
  /** When the TURN password stops working (epoch milliseconds); null without TURN. */
  expiresAt: z.number().nullable(),
});
export type IceConfig = z.infer<typeof iceConfigSchema>;
