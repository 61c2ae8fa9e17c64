import { z } from 'zod';
import { checkKinds, REFERENCES_REQUIRED } from '../vetting-rules.ts';

/*
 * Mentors' safeguarding records (decision 038): the leads' "Mentor checks" page, the mentor's
 * own panel and the training quiz. Days are `YYYY-MM-DD`; the rules check them exactly
 * (vetting-rules.ts), so the answer says what is wrong in words.
 */

const day = z.string().max(20);

/** Where a record stands today, as vettingStatus says. */
export const vettingStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('suspended') }),
  z.object({
    state: z.literal('not-checked'),
    missing: z.array(z.enum(['check', 'references', 'interview', 'training'])),
  }),
  /** `on`: the first day it no longer counted. */
  z.object({ state: z.literal('expired'), on: z.string() }),
  /** `until`: the first day it no longer counts. */
  z.object({ state: z.literal('valid'), until: z.string(), expiresInDays: z.number() }),
]);
export type VettingStatusBody = z.infer<typeof vettingStatusSchema>;

/** A record as a lead sees it; the kind and reference never reach anyone but leads. */
export const vettingRecordSchema = z.object({
  kind: z.enum(checkKinds).nullable(),
  reference: z.string().nullable(),
  issuedOn: z.string().nullable(),
  seenOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  references: z.number(),
  referencesOn: z.string().nullable(),
  interviewedOn: z.string().nullable(),
  trainedOn: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  /** Who made the last change: a lead's address, the mentor, or the server's operator. */
  recordedBy: z.string(),
  /** Epoch milliseconds. */
  updatedAt: z.number(),
});
export type VettingRecordBody = z.infer<typeof vettingRecordSchema>;

/** One mentor on the "Mentor checks" page. */
export const mentorCheckSchema = z.object({
  mentor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Null: nothing recorded yet. */
  record: vettingRecordSchema.nullable(),
  status: vettingStatusSchema,
});
export type MentorCheck = z.infer<typeof mentorCheckSchema>;

export const checkFilters = [
  'all',
  'not-checked',
  'valid',
  'expiring',
  'expired',
  'suspended',
] as const;
export type CheckFilter = (typeof checkFilters)[number];

export const mentorCheckListQuerySchema = z.object({
  filter: z.enum(checkFilters).optional(),
});

/** Mentors CHECK_LIST_LIMIT at most, by name; `more` when others were left off. */
export const mentorCheckListSchema = z.object({
  mentors: z.array(mentorCheckSchema),
  more: z.boolean(),
});
export type MentorCheckList = z.infer<typeof mentorCheckListSchema>;
export const CHECK_LIST_LIMIT = 500;

/**
 * The form per mentor. The check's five fields go together: all filled, or all empty while the
 * check has not come back (references, interview and training can be recorded before it).
 */
export const checkEntryBodySchema = z.strictObject({
  kind: z.string().max(100),
  reference: z.string().max(100),
  issuedOn: day,
  seenOn: day,
  expiresOn: day,
  references: z.number().int().min(0).max(REFERENCES_REQUIRED),
  referencesOn: day.nullable(),
  interviewedOn: day.nullable(),
  trainedOn: day.nullable(),
});
export type CheckEntryBody = z.infer<typeof checkEntryBodySchema>;

export const mentorParamsSchema = z.object({ mentorId: z.string().max(100) });

/** Suspending a record, or lifting a suspension: always with a reason, for the audit log. */
export const vettingReasonBodySchema = z.strictObject({ reason: z.string().max(1_000) });

/** The mentor's own "Safeguarding check" panel. */
export const myCheckSchema = z.object({
  status: vettingStatusSchema,
  /** The last day the check counts, for "Checked until {date}"; null unless valid. */
  validThrough: z.string().nullable(),
  /** The last training day passed, if any: the course asks again a year later. */
  trainedOn: z.string().nullable(),
  /** Never passed, or it runs out within 30 days: the course is open on the dashboard. */
  trainingDue: z.boolean(),
  /** Where mentors write to the safeguarding leads, set by the server's operator. */
  contact: z.string(),
});
export type MyCheck = z.infer<typeof myCheckSchema>;

/** The quiz's answers: the index of the option chosen for each question, in order. */
export const quizAnswersBodySchema = z.strictObject({
  answers: z.array(z.number().int().min(-1).max(10)).max(20),
});

export const quizResultSchema = z.object({
  correct: z.number(),
  total: z.number(),
  passed: z.boolean(),
  /** The ids of the questions answered wrong, to read again. */
  wrong: z.array(z.string()),
  /** The day recorded as the training date when passed. */
  trainedOn: z.string().nullable(),
});
export type QuizResultBody = z.infer<typeof quizResultSchema>;
