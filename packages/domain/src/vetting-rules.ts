import type { Msg } from './i18n/catalogue.ts';
import { msg } from './ui-text.ts';

/**
 * The safeguarding record of a mentor and what it allows (decision 038): a mentor reaches anyone
 * under 18 only while the record is complete, in date and not suspended. Dates are calendar days
 * as `YYYY-MM-DD`, compared as text; "today" is the server's day in UTC, from one clock.
 */

/** The kinds of check a lead may record; names as leads know them. */
export const checkKinds = [
  'Enhanced DBS with barred list',
  'DBS Update Service',
  'US background check (fingerprint)',
  'Other national check',
] as const;
export type CheckKind = (typeof checkKinds)[number];

export const isCheckKind = (kind: string): kind is CheckKind =>
  (checkKinds as readonly string[]).includes(kind);

/**
 * A check is good for at most 3 years from its issue: the age after which the programmes a
 * school trusts ask for a new one (Brightside, Career Ready), and DBS certificates carry no
 * expiry of their own.
 */
export const CHECK_VALID_YEARS = 3;
/** References before the first child: MENTOR's Elements of Effective Practice asks for two. */
export const REFERENCES_REQUIRED = 2;
/** Safeguarding training is taken again a year after it was passed. */
export const TRAINING_VALID_YEARS = 1;
/** Mentors and leads are told this many days before a check or training expires. */
export const EXPIRY_NOTICE_DAYS = 30;

/** A mentor's safeguarding record as kept; null fields were never recorded. */
export interface VettingRecord {
  kind: CheckKind | null;
  reference: string | null;
  issuedOn: string | null;
  seenOn: string | null;
  expiresOn: string | null;
  references: number;
  referencesOn: string | null;
  interviewedOn: string | null;
  trainedOn: string | null;
  suspended: boolean;
}

export const emptyVettingRecord: VettingRecord = {
  kind: null,
  reference: null,
  issuedOn: null,
  seenOn: null,
  expiresOn: null,
  references: 0,
  referencesOn: null,
  interviewedOn: null,
  trainedOn: null,
  suspended: false,
};

const DAY_MS = 24 * 60 * 60_000;

/** The calendar day (UTC) of a moment, as `YYYY-MM-DD`. */
export const dayText = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Whether a text is a real calendar day written as `YYYY-MM-DD`. */
export function isDayText(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(at) && dayText(at) === text;
}

/** The day `years` after `day` (29 February falls back to 28 February in other years). */
export function yearsAfter(day: string, years: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year + years, month - 1, date));
  // Date.UTC rolls 29 February into 1 March; the last day of February is meant.
  if (shifted.getUTCMonth() !== month - 1) shifted.setUTCDate(0);
  return dayText(shifted.getTime());
}

/** The day before `day`: the last day a record whose `until` is `day` still counts. */
export const dayBefore = (day: string) => daysAfter(day, -1);

/** The day `days` after `day`. */
export const daysAfter = (day: string, days: number) =>
  dayText(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** What a record still lacks before its mentor may reach anyone under 18, in the order to do. */
export type MissingStep = 'check' | 'references' | 'interview' | 'training';

export function missingSteps(record: VettingRecord): MissingStep[] {
  const missing: MissingStep[] = [];
  if (!record.kind || !record.seenOn || !record.expiresOn) missing.push('check');
  if (record.references < REFERENCES_REQUIRED) missing.push('references');
  if (!record.interviewedOn) missing.push('interview');
  if (!record.trainedOn) missing.push('training');
  return missing;
}

/** The last day the training counts: the day before its anniversary. */
const trainingExpiresOn = (trainedOn: string) => yearsAfter(trainedOn, TRAINING_VALID_YEARS);

export type VettingStatus =
  | { state: 'suspended' }
  | { state: 'not-checked'; missing: MissingStep[] }
  | { state: 'expired'; on: string }
  | { state: 'valid'; until: string; expiresInDays: number };

/**
 * Where a record stands today. A check or training "expires on" a day: from that day on it no
 * longer counts, with no job having to run. `until` is the first day it no longer counts.
 */
export function vettingStatus(record: VettingRecord, today: string): VettingStatus {
  if (record.suspended) return { state: 'suspended' };
  const until = countsUntil(record);
  if (until === null) return { state: 'not-checked', missing: missingSteps(record) };
  if (today >= until) return { state: 'expired', on: until };
  return { state: 'valid', until, expiresInDays: daysBetween(today, until) };
}

/**
 * The first day a complete record no longer counts (its check's expiry or its training's, the
 * earlier); null while it is incomplete. The server keeps it beside the record, so every path
 * asks one indexed column whether `today` is still before it.
 */
export function countsUntil(record: VettingRecord): string | null {
  if (missingSteps(record).length > 0 || !record.expiresOn || !record.trainedOn) return null;
  const training = trainingExpiresOn(record.trainedOn);
  return record.expiresOn < training ? record.expiresOn : training;
}

/**
 * Whether a record the server keeps as counting until `until` (`reachesChildrenUntil`; null:
 * not now) still counts on `today`.
 */
export const countsOn = (until: string | null, today: string) => until !== null && until > today;

/** Whether a chat's mentor may reach its mentee today: always an adult; a child while checked. */
export const mentorReachesMentee = (menteeAge: number, until: string | null, today: string) =>
  menteeAge >= 18 || countsOn(until, today);

/** What the server keeps for the gate: `countsUntil`, and null while the record is suspended. */
export const reachesChildrenUntil = (record: VettingRecord) =>
  record.suspended ? null : countsUntil(record);

/** A check as a lead or the operator enters it, before it is kept. */
export interface CheckEntry {
  kind: string;
  reference: string;
  issuedOn: string;
  seenOn: string;
  expiresOn: string;
  references: number;
  referencesOn: string | null;
  interviewedOn: string | null;
  trainedOn: string | null;
}

/** The check's own fields: all filled, or (before it comes back) all empty. */
const checkFields = ['kind', 'reference', 'issuedOn', 'seenOn', 'expiresOn'] as const;

/** Whether an entry leaves the check out entirely (it has not come back yet). */
export const leavesCheckOut = (entry: CheckEntry) =>
  checkFields.every((field) => entry[field].trim() === '');

/**
 * What is wrong with an entry, as sentences for the person entering it, each written in their
 * language where it is read; empty when it may be kept. Every day but the expiry must have come
 * already; the expiry must still be ahead and at most three years after the issue. A lead may
 * leave the check out until it comes back (`checkRequired` false); the operator's command always
 * records one.
 */
export function checkEntryProblems(
  entry: CheckEntry,
  today: string,
  { checkRequired }: { checkRequired: boolean } = { checkRequired: true },
): Msg[] {
  const problems: Msg[] = [];
  const withCheck = checkRequired || !leavesCheckOut(entry);
  if (withCheck) problems.push(...checkProblems(entry, today));
  const days = [
    ['referencesOn', entry.referencesOn],
    ['interviewed', entry.interviewedOn],
    ['trained', entry.trainedOn],
  ] as const;
  for (const [field, day] of days) {
    if (day !== null) problems.push(...dayProblems(field, day, today));
  }
  if (
    !Number.isInteger(entry.references) ||
    entry.references < 0 ||
    entry.references > REFERENCES_REQUIRED
  ) {
    // The record counts references towards the ones required, so more than enough is the most.
    problems.push(msg.checkReferencesRange({ max: REFERENCES_REQUIRED }));
  }
  return problems;
}

/** A day of the entry: a real day, and one that has come. */
function dayProblems(field: string, day: string, today: string): Msg[] {
  if (!isDayText(day)) return [msg.checkDayNotADay({ field })];
  return day > today ? [msg.checkDayInFuture({ field })] : [];
}

function checkProblems(entry: CheckEntry, today: string): Msg[] {
  const problems: Msg[] = [];
  if (!isCheckKind(entry.kind))
    problems.push(msg.checkKindUnknown({ kinds: checkKinds.join(', ') }));
  if (entry.reference.trim() === '') problems.push(msg.checkNeedsReference);
  problems.push(...dayProblems('issued', entry.issuedOn, today));
  problems.push(...dayProblems('seen', entry.seenOn, today));
  if (!isDayText(entry.expiresOn)) {
    problems.push(msg.checkExpiryNotADay);
  } else if (entry.expiresOn <= today) {
    problems.push(msg.checkExpiryPassed);
  } else if (
    isDayText(entry.issuedOn) &&
    entry.expiresOn > yearsAfter(entry.issuedOn, CHECK_VALID_YEARS)
  ) {
    problems.push(msg.checkTooLong({ years: CHECK_VALID_YEARS }));
  }
  if (isDayText(entry.issuedOn) && isDayText(entry.seenOn) && entry.seenOn < entry.issuedOn) {
    problems.push(msg.checkSeenBeforeIssued);
  }
  return problems;
}
