import { z } from 'zod';

/** Who is in the video call of an accepted chat right now; no one means there is no call. */
export const callSchema = z.object({
  chatId: z.string(),
  /** The members with the call open, each once, however many tabs they use. */
  participantIds: z.array(z.string()),
});
export type Call = z.infer<typeof callSchema>;

/** The calls going on in the signed-in user's chats. */
export const callListSchema = z.object({ calls: z.array(callSchema) });

/** The video-meeting service rooms are held on: a public Jitsi Meet by default, or a school's own. */
export const videoServiceSchema = z.object({
  /** Its origin, such as https://meet.jit.si; its IFrame API script is served from there. */
  origin: z.string(),
});
export type VideoService = z.infer<typeof videoServiceSchema>;
