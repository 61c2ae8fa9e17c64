import { z } from 'zod';

/** Who is in the video call of an accepted chat right now; no one means there is no call. */
export const callSchema = z.object({
  chatId: z.string(),
  /** The members with the call open, each once, however many tabs they use. */
  participantIds: z.array(z.string()),
  /**
   * Who of them is a coordinator of the pair's programme rather than a member (decision 060:
   * a programme whose coordinator joins every call), with the names the pair's call view shows.
   */
  coordinators: z.array(z.object({ id: z.string(), name: z.string(), programmeName: z.string() })),
});
export type Call = z.infer<typeof callSchema>;

/** The calls going on in the signed-in user's chats. */
export const callListSchema = z.object({ calls: z.array(callSchema) });

/**
 * Where this installation holds its calls: in the app, browser to browser (the default, decision
 * 059), or on a school's own Jitsi Meet, whose IFrame API script is served from its origin.
 */
export const videoServiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('in-app') }),
  z.object({ kind: z.literal('jitsi'), origin: z.string() }),
]);
export type VideoService = z.infer<typeof videoServiceSchema>;

/**
 * The meeting of the chat's call, for one of its two members (decision 049). Never put in a URL
 * of ours: the page passes it to the meeting service's IFrame API.
 */
export const callRoomSchema = z.object({
  /** The chat's room by the rule, a hyphen and this call's secret. */
  roomName: z.string(),
  /** A token for a Jitsi that asks for one (JITSI_APP_SECRET), valid a few minutes; else null. */
  jwt: z.string().nullable(),
});
export type CallRoom = z.infer<typeof callRoomSchema>;
