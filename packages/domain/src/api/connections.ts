import { z } from 'zod';
import { dueCheckInSchema } from './check-ins.ts';
import { matchEndingSchema } from './endings.ts';
import { userPictureSchema } from './pictures.ts';

export const REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** One side of a connection request, as the other side sees them. */
export const connectionPartySchema = z.object({
  id: z.string(),
  /** Their full name; a stand-in when they have not set one. */
  name: z.string(),
  picture: userPictureSchema,
});
export type ConnectionParty = z.infer<typeof connectionPartySchema>;

/** A mentee's request to a mentor: also the identity of their chat once accepted. */
export const connectionRequestSchema = z.object({
  /** mentorId + "__" + requesterId. */
  id: z.string(),
  status: z.enum(REQUEST_STATUSES),
  mentor: connectionPartySchema,
  mentee: connectionPartySchema,
  /** Epoch milliseconds, server time. */
  createdAt: z.number(),
  updatedAt: z.number(),
  /**
   * Contact is paused: a report between the two waits for a safeguarding lead, or one of them
   * is suspended. The chat can be read, not written, and calls are off.
   */
  frozen: z.boolean(),
  /**
   * The mentee is under 18 and the mentor's safeguarding check does not count today: an
   * accepted chat is paused ("This chat is paused until {mentor's name}'s safeguarding check is
   * renewed."), a pending request cannot be accepted. It opens again, with its history, once a
   * new check is recorded.
   */
  waitsForCheck: z.boolean(),
  /** What the mentee wrote with the request ("Add a message (optional)"); null when nothing. */
  message: z.string().nullable(),
  /**
   * The programme the match belongs to (decision 058), or null for a match outside programmes.
   * While `waitsForCoordinator`, the mentor said yes and the chat opens only once a coordinator
   * approves; `refusal` is the coordinator's reason for a no, as both sides read it.
   */
  programme: z
    .object({
      name: z.string(),
      waitsForCoordinator: z.boolean(),
      /** A coordinator proposed the match: it is approved already. */
      proposed: z.boolean(),
      refusal: z.string().nullable(),
    })
    .nullable(),
  /**
   * How the mentoring ended (decision 060), or null while it goes on: the chat is then read
   * only for both, with `This mentoring ended on {date}.`
   */
  ending: matchEndingSchema.nullable(),
  /** The planned end (`YYYY-MM-DD`): the programme's; null outside programmes. */
  endsOn: z.string().nullable(),
  /**
   * Check-ins (decision 060): whether they are on (always in a programme; outside one, once a
   * member turned them on), and the one waiting for the reader's answer, if any.
   */
  checkInsOn: z.boolean(),
  checkIn: dueCheckInSchema.nullable(),
  /** A caregiver paused the chat (decision 060): read only until someone has looked. */
  caregiverPaused: z.boolean(),
  /**
   * A child under 13's match that everyone else said yes to waits for the caregiver's yes
   * (decision 060): `Waiting for your parent or carer to agree.`
   */
  waitsForCaregiver: z.boolean(),
});
export type ConnectionRequest = z.infer<typeof connectionRequestSchema>;

/** Every request the signed-in user is part of, newest first. */
export const connectionListSchema = z.object({ requests: z.array(connectionRequestSchema) });
export type ConnectionList = z.infer<typeof connectionListSchema>;

/** "Request Mentor*". */
export const createRequestBodySchema = z.strictObject({
  mentorId: z.string().max(100),
  /** Checked by the story rules, so the answer names the field. */
  message: z.string().max(2_000).optional(),
});
export type CreateRequestBody = z.infer<typeof createRequestBodySchema>;

/** The new request, and the mentor as its notice "Requested mentor {mentor}." names them. */
export const createdRequestSchema = z.object({
  request: connectionRequestSchema,
  /**
   * For a mentee of 18 to 25, the mentor's email (docs/product.md). For a mentee under 18, the
   * mentor's name as the app shows it: a child is never given an adult's address (decision 050).
   */
  requestedMentor: z.string(),
});

export const requestIdParamsSchema = z.object({ requestId: z.string().max(220) });
