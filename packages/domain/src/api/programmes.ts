import { msgSchema } from './msg.ts';
import { z } from 'zod';
import { CHECK_IN_CADENCES, DEFAULT_CADENCE } from '../check-in-rules.ts';
import { DEFAULT_CONTACT_FROM, DEFAULT_CONTACT_UNTIL } from '../contact-hours.ts';
import { DEFAULT_VIDEO_POLICY, VIDEO_POLICIES } from '../video-policy.ts';

/*
 * Programmes for schools (decision 058): the coordinators' console at /programmes. Days are
 * `YYYY-MM-DD`; the rules check them exactly (programme-rules.ts), so the answer says what is
 * wrong in words.
 */

/** A programme's settings, as a coordinator writes them. */
export const programmeBodySchema = z.object({
  name: z.string().max(500),
  startsOn: z.string().max(20),
  endsOn: z.string().max(20),
  timeZone: z.string().max(100),
  minAge: z.number().int(),
  maxAge: z.number().int(),
  pupilsSeeOnlyItsMentors: z.boolean(),
  coordinatorApprovesMatches: z.boolean(),
  checkInCadence: z.enum(CHECK_IN_CADENCES).default(DEFAULT_CADENCE),
  asksCaregiver: z.boolean().default(false),
  contactFrom: z.string().max(5).default(DEFAULT_CONTACT_FROM),
  contactUntil: z.string().max(5).default(DEFAULT_CONTACT_UNTIL),
  videoPolicy: z.enum(VIDEO_POLICIES).default(DEFAULT_VIDEO_POLICY),
});
export type ProgrammeBody = z.infer<typeof programmeBodySchema>;

export const programmeSchema = programmeBodySchema.extend({
  id: z.string(),
  organisationId: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Programme = z.infer<typeof programmeSchema>;

/** A coordinator as the organisation's other coordinators see them. */
export const coordinatorSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** Epoch milliseconds. */
  addedAt: z.number(),
});
export type Coordinator = z.infer<typeof coordinatorSchema>;

export const organisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  coordinators: z.array(coordinatorSchema),
  programmes: z.array(programmeSchema),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** What the console opens on: the organisations the signed-in user coordinates. */
export const programmesConsoleSchema = z.object({ organisations: z.array(organisationSchema) });
export type ProgrammesConsole = z.infer<typeof programmesConsoleSchema>;

export const addCoordinatorBodySchema = z.object({ email: z.string().max(320) });
export type AddCoordinatorBody = z.infer<typeof addCoordinatorBodySchema>;

/** A joining code as its programme's coordinators see it. */
export const programmeCodeSchema = z.object({
  code: z.string(),
  role: z.enum(['pupil', 'mentor']),
  /** The last day it can be used, `YYYY-MM-DD`. */
  expiresOn: z.string(),
  maxUses: z.number(),
  uses: z.number(),
  /** A coordinator approves each person who joins with it. */
  approvalRequired: z.boolean(),
});
export type ProgrammeCode = z.infer<typeof programmeCodeSchema>;

/** A new code, which ends the programme's code for the same role. */
export const newCodeBodySchema = z.object({
  role: z.enum(['pupil', 'mentor']),
  expiresOn: z.string().max(20),
  maxUses: z.number().int(),
  approvalRequired: z.boolean(),
});
export type NewCodeBody = z.infer<typeof newCodeBodySchema>;

/** A member of a programme as its coordinators see them; a pupil's address is theirs alone. */
export const programmeMemberSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  role: z.enum(['pupil', 'mentor']),
  /** A pupil's age band (safety/age-band.ts: "11–12", "13–15"…); null for a mentor. */
  ageGroup: z.string().nullable(),
  /** Null for a pupil under 18 while the coordinator's own check does not count. */
  email: z.string().nullable(),
  status: z.enum(['waiting', 'member']),
  /** Epoch milliseconds. */
  joinedAt: z.number(),
  /**
   * A mentor's safeguarding check, read only (decision 038): its kind and the last day it
   * counts, null when it does not count today. Null for a pupil.
   */
  check: z.object({ kind: z.string().nullable(), countsThrough: z.string().nullable() }).nullable(),
});
export type ProgrammeMember = z.infer<typeof programmeMemberSchema>;

export const joinBodySchema = z.object({ code: z.string().max(40) });

/** Joined, or waiting for a coordinator: the notice in English, and as a message to write. */
export const joinAnswerSchema = z.object({
  status: z.enum(['waiting', 'member']),
  message: z.string(),
  text: msgSchema,
});
export type JoinAnswer = z.infer<typeof joinAnswerSchema>;

/** A programme the signed-in user is in, or has asked to join. */
export const membershipSchema = z.object({
  programmeId: z.string(),
  programme: z.string(),
  organisation: z.string(),
  role: z.enum(['pupil', 'mentor']),
  status: z.enum(['waiting', 'member']),
  /** Epoch milliseconds. */
  joinedAt: z.number(),
});
export type Membership = z.infer<typeof membershipSchema>;
export const membershipsSchema = z.object({ programmes: z.array(membershipSchema) });

export const removalBodySchema = z.object({ reason: z.string().max(500) });

/** A programme's codes and people, as its coordinators open them. */
export const programmePeopleSchema = z.object({
  codes: z.array(programmeCodeSchema),
  members: z.array(programmeMemberSchema),
  /**
   * The coordinator's own safeguarding check does not count today (decision 058, as 051 for
   * leads): pupils under 18 show without their name and address.
   */
  pupilsHidden: z.boolean(),
});
export type ProgrammePeople = z.infer<typeof programmePeopleSchema>;
