import { z } from 'zod';

/*
 * In-app calls (decision 059): the WebRTC signals the two members of a chat pass each other
 * through the server, which checks each one as it checks a chat send, and the ICE servers a
 * member's browser is given after the same check.
 */

/**
 * One open call page: a fresh random id each time a page joins. It tells a page that came back
 * (reloaded, or opened again) from the one before it, and which of a person's tabs a signal is for.
 */
export const callPeerSchema = z.string().regex(/^[\w-]{8,64}$/);

/** Who a signal is from and for: `to` is null until the other page is known. */
const addressed = { from: callPeerSchema, to: callPeerSchema.nullable() };

/** What one side of a call tells the other to set up, change or end it. */
export const callSignalSchema = z.discriminatedUnion('kind', [
  /** A session description: an offer to connect, or the answer to one. */
  z.object({ ...addressed, kind: z.enum(['offer', 'answer']), sdp: z.string().max(12_000) }),
  /** A network path the sender can be reached on, as its browser found it. */
  z.object({
    ...addressed,
    kind: z.literal('candidate'),
    candidate: z.string().max(2_000),
    sdpMid: z.string().max(100).nullable(),
    sdpMLineIndex: z.number().int().min(0).max(100).nullable(),
  }),
  /** Whether the sender's microphone and camera are on, so the other side can say so. */
  z.object({ ...addressed, kind: z.literal('media'), audio: z.boolean(), video: z.boolean() }),
  /** The sender left the call. */
  z.object({ ...addressed, kind: z.literal('hangup') }),
]);
export type CallSignal = z.infer<typeof callSignalSchema>;
/**
 * Whom a signal is for: in a call of three (decision 060), the coordinator or one member; left
 * out, the chat's other member, as in every call of two.
 */
export const signalRecipientSchema = z.string().max(100).optional();
/** `POST /api/chats/{chatId}/call-signals`: a signal over HTTP, where no socket gets through. */
export const callSignalBodySchema = z.object({
  signal: callSignalSchema,
  toUserId: signalRecipientSchema,
});

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
  /**
   * A programme whose coordinator joins every call (decision 060): the pair's pages connect to
   * each other only while a coordinator is in the call; the server passes no signal between
   * them before.
   */
  coordinatorJoins: z.boolean(),
});
export type IceConfig = z.infer<typeof iceConfigSchema>;
