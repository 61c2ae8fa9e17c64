import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';

/*
 * A caregiver's page (decision 060): opened by the link in their mail, with no account. It shows
 * who their child talks to and how often, never what they say.
 */

/** The link's token, sent in the body so it stays out of request logs. */
export const caregiverTokenBodySchema = z.strictObject({ token: z.string().min(1).max(200) });

/** The caregiver agrees to one-to-one video calls, or withdraws it. */
export const caregiverVideoBodySchema = caregiverTokenBodySchema.extend({ agreed: z.boolean() });

/**
 * The caregiver's choice of language on their page: their page's and their mail's (061). The
 * token is only bounded, as the guardian's: a wrong one is the service's to refuse.
 */
export const caregiverLanguageBodySchema = z.strictObject({
  token: z.string().max(200),
  language: z.enum(LOCALES),
});

/** A caregiver asks for a new link, by their own address. */
export const caregiverNewLinkBodySchema = z.strictObject({ email: z.string().trim().max(254) });

/** A pupil gives their parent's or carer's address. */
export const caregiverAddressBodySchema = z.strictObject({ email: z.string().trim().max(254) });

/** Whether a pupil's programme asks them for a caregiver's address, and whether they gave it. */
export const caregiverAskSchema = z.object({
  /** The programme that asks, while the pupil is 13 to 15 and gave none; null otherwise. */
  askedBy: z.string().nullable(),
});
export type CaregiverAsk = z.infer<typeof caregiverAskSchema>;

/** A coordinator or a lead lifts a caregiver's pause, saying what they found. */
export const liftPauseBodySchema = z.strictObject({ reason: z.string().trim().min(1).max(500) });

export const caregiverMatchSchema = z.object({
  requestId: z.string(),
  mentorName: z.string(),
  /** The mentor's small picture as a data URL; null when they have none. */
  mentorPicture: z.string().nullable(),
  /** The last day the mentor's safeguarding check counts; null when it does not now. */
  checkedUntil: z.string().nullable(),
  programme: z
    .object({
      name: z.string(),
      coordinators: z.array(z.object({ name: z.string(), email: z.string() })),
    })
    .nullable(),
  /**
   * `waiting_for_you`: a child under 13's new match, until the caregiver says yes or no;
   * `open`: the chat is open; `paused`: paused by the caregiver, until someone looks;
   * `ended`: the mentoring ended.
   */
  state: z.enum(['waiting_for_you', 'open', 'paused', 'ended']),
  lastFromChild: z.number().nullable(),
  lastFromMentor: z.number().nullable(),
  /** Messages both ways over the last four weeks, and a week on average (one decimal). */
  messagesLastFourWeeks: z.number(),
  messagesPerWeek: z.number(),
  calls: z.array(z.object({ startedAt: z.number(), minutes: z.number() })),
  /** The days the child answered a check-in (`YYYY-MM-DD`). */
  checkInDays: z.array(z.string()),
});
export type CaregiverMatch = z.infer<typeof caregiverMatchSchema>;

export const caregiverPageSchema = z.object({
  childName: z.string(),
  matches: z.array(caregiverMatchSchema),
  /**
   * One-to-one video calls, where the child's programme makes them wait for the caregiver
   * (decision 060): `asked` when one does, `agreed` once the caregiver said yes.
   */
  videoCalls: z.object({ asked: z.boolean(), agreed: z.boolean() }),
  /** The language the caregiver reads their page and mail in (decision 061). */
  language: z.enum(LOCALES),
});
export type CaregiverPage = z.infer<typeof caregiverPageSchema>;

/** A caregiver-paused match, as a lead or coordinator finds it to look at. */
export const caregiverPauseSchema = z.object({
  requestId: z.string(),
  childName: z.string(),
  mentorName: z.string(),
  pausedAt: z.number(),
  programmeName: z.string().nullable(),
});
export type CaregiverPause = z.infer<typeof caregiverPauseSchema>;
export const caregiverPauseListSchema = z.object({ pauses: z.array(caregiverPauseSchema) });
