import { z } from 'zod';
import { ENDED_BY, ENDING_REASONS } from '../ending-rules.ts';
import { memberCheckInsSchema } from './check-ins.ts';

/*
 * A programme's matches as its coordinators see them (decision 058): the pairs and their health,
 * the matches waiting for a decision, and a coordinator's proposals.
 */

/** One side of a pair; a pupil under 18 shows as "A pupil" while the coordinator's check doesn't count. */
/**
 * One side of a pair. A pupil's name is empty while it is withheld (under 18, and the
 * coordinator's own check does not count, decision 058): the page writes "A pupil" instead.
 */
const pairSideSchema = z.object({ userId: z.string(), name: z.string() });

export const PAIR_STATES = ['requested', 'waiting', 'active', 'refused', 'ended'] as const;

/** A member's answers to the exit questions; null until they answer. */
const exitAnswersSchema = z
  .object({ helped: z.number(), bestPart: z.string(), better: z.string() })
  .nullable();

/** A pair of the programme, with how it is doing. Times are epoch milliseconds. */
export const programmePairSchema = z.object({
  requestId: z.string(),
  pupil: pairSideSchema,
  mentor: pairSideSchema,
  /**
   * `requested`: the mentor has not answered; `waiting`: the mentor said yes and a coordinator
   * decides; `active`: the chat is open; `refused`: a coordinator said no (`refusal`);
   * `ended`: the mentoring ended (`ending`, decision 060).
   */
  state: z.enum(PAIR_STATES),
  proposed: z.boolean(),
  refusal: z.string().nullable(),
  requestedAt: z.number(),
  /** When the chat opened; null until it does. */
  startedAt: z.number().nullable(),
  lastFromPupil: z.number().nullable(),
  lastFromMentor: z.number().nullable(),
  messagesLast14Days: z.number(),
  /** Calls both members were in, and their minutes, rounded. */
  calls: z.number(),
  callMinutes: z.number(),
  /** Whole days since the last message (or the start), from 14 on; null when not quiet. */
  quietDays: z.number().nullable(),
  /**
   * How the mentoring ended, and each member's exit answers (a pupil under 18's answers are
   * withheld, as their name is, while the coordinator's own check does not count).
   */
  /** A parent or carer paused it (decision 060): a coordinator looks, then lifts it. */
  caregiverPaused: z.boolean(),
  /**
   * The programme's coordinator joins this pair's calls (decision 060): an open chat with a pupil
   * under 18, in a programme whose video policy says so. The console offers "Join the call".
   */
  coordinatorJoinsCalls: z.boolean(),
  /** Someone of the pair has the call open now, as the console last read it. */
  inCall: z.boolean(),
  /** Each member's check-ins (decision 060). */
  checkIns: z.object({ pupil: memberCheckInsSchema, mentor: memberCheckInsSchema }),
  ending: z
    .object({
      endedAt: z.number(),
      by: z.enum(ENDED_BY),
      reason: z.enum(ENDING_REASONS),
      pupilAnswers: exitAnswersSchema,
      mentorAnswers: exitAnswersSchema,
    })
    .nullable(),
});
export type ProgrammePair = z.infer<typeof programmePairSchema>;

export const programmePairsSchema = z.object({
  pairs: z.array(programmePairSchema),
  /** As for the programme's people: pupils under 18 show without their name. */
  pupilsHidden: z.boolean(),
});
export type ProgrammePairs = z.infer<typeof programmePairsSchema>;

export const proposeMatchBodySchema = z.object({
  pupilId: z.string().max(100),
  mentorId: z.string().max(100),
});
export type ProposeMatchBody = z.infer<typeof proposeMatchBodySchema>;

export const matchReasonBodySchema = z.object({ reason: z.string().max(500) });

export const matchParamsSchema = z.object({
  programmeId: z.string().max(100),
  requestId: z.string().max(220),
});

/** A message of a pair's chat as a coordinator reads it, with a reason given first. */
export const readMessageSchema = z.object({
  seq: z.number(),
  from: z.enum(['pupil', 'mentor']),
  text: z.string(),
  /** The message carried a picture; the console shows that it did, not the picture. */
  picture: z.boolean(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
});
export const readChatSchema = z.object({ messages: z.array(readMessageSchema) });
export type ReadChat = z.infer<typeof readChatSchema>;
