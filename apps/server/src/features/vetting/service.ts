import type { MyCheck, QuizResultBody } from '@mentorbridge/domain/api/vetting';
import { markQuiz } from '@mentorbridge/domain/safeguarding-training';
import { normalizeEmail } from '@mentorbridge/domain/sign-up-rules';
import { msg } from '@mentorbridge/domain/ui-text';
import type { Msg } from '@mentorbridge/domain/i18n/catalogue';
import {
  type CheckEntry,
  checkEntryProblems,
  countsOn,
  dayBefore,
  daysBetween,
  EXPIRY_NOTICE_DAYS,
  isCheckKind,
  leavesCheckOut,
  TRAINING_VALID_YEARS,
  type VettingRecord,
  type VettingStatus,
  vettingStatus,
  yearsAfter,
} from '@mentorbridge/domain/vetting-rules';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { todayBy } from '../../lib/clock.ts';
import { takeAttempt } from '../../lib/throttle/throttle.ts';
import { changeRecord } from './change-record.ts';
import { quizAnswerKey } from './quiz-answer-key.ts';
import { afterRecordChanged } from './record-changed.ts';
import {
  findAccountByEmail,
  findMentorById,
  findReachesChildrenUntil,
  findVettingRow,
} from './repository.ts';
import { type Recorder, recordOf } from './record-of.ts';

export { mentorChecks, mentorChecksCsv } from './console-list.ts';
export { sendCheckExpiryNotices } from './expiry-notices.ts';
export { type Recorder, serversOperator } from './record-of.ts';

// The hub is optional: the operator's command records checks without one (record-changed.ts).
type Deps = Pick<AppContext, 'db' | 'clock'> & Partial<Pick<AppContext, 'realtime'>>;

/**
 * Quiz attempts a mentor may make in a day: enough to read the lessons again and retry. A fail
 * names the questions to read again, so guessing still passes in a few tries; the limit keeps a
 * script from hammering the record, and the training is one part of four, the others seen by a
 * lead (decision 052).
 */
export const quizAttemptsThrottle = { max: 5, windowMs: 24 * 60 * 60_000 };

/** What a record came to, in words for whoever recorded it. */
export type RecordOutcome =
  | { ok: true; record: VettingRecord; status: VettingStatus }
  | { ok: false; problems: Msg[]; notFound?: true };

/**
 * Records what a lead or the operator entered for a mentor: the whole entry replaces the
 * record's fields, a suspension stays as it was. Refused, with nothing changed, when an entry
 * problem stands (vetting-rules.ts). The audit line names the kind of check, not its number:
 * the log outlives the account, the number need not.
 */
export async function recordCheck(
  deps: Deps,
  mentorId: string,
  entry: CheckEntry,
  by: Recorder,
  { checkRequired }: { checkRequired: boolean },
): Promise<RecordOutcome> {
  const today = todayBy(deps.clock);
  const problems = checkEntryProblems(entry, today, { checkRequired });
  if (problems.length > 0) return { ok: false, problems };
  const mentor = await findMentorById(deps.db, mentorId);
  if (!mentor) return { ok: false, problems: [msg.mentorNotFound], notFound: true };
  const withoutCheck = leavesCheckOut(entry);
  const fields = {
    kind: !withoutCheck && isCheckKind(entry.kind) ? entry.kind : null,
    reference: withoutCheck ? null : entry.reference.trim(),
    issuedOn: withoutCheck ? null : entry.issuedOn,
    seenOn: withoutCheck ? null : entry.seenOn,
    expiresOn: withoutCheck ? null : entry.expiresOn,
    references: entry.references,
    referencesOn: entry.referencesOn,
    interviewedOn: entry.interviewedOn,
    trainedOn: entry.trainedOn,
  };
  const record = await changeRecord(deps, mentorId, () => ({ fields }), {
    by,
    action: 'recorded a safeguarding check',
    subject: mentor.email,
    reason: withoutCheck ? 'no check yet' : entry.kind,
  });
  await afterRecordChanged(deps, mentorId);
  return { ok: true, record, status: vettingStatus(record, today) };
}

/** The mentor an address belongs to, for the operator's command; a sentence when it is none. */
export async function mentorByEmail(
  deps: Pick<Deps, 'db'>,
  email: string,
): Promise<{ ok: true; id: string } | { ok: false; problem: string }> {
  const account = await findAccountByEmail(deps.db, normalizeEmail(email));
  if (!account) return { ok: false, problem: 'No account has this address.' };
  const mentor = account.role === 'mentor' && (await findMentorById(deps.db, account.id));
  if (!mentor) {
    return { ok: false, problem: 'This account is not a mentor: only mentors are checked.' };
  }
  return { ok: true, id: mentor.id };
}

/**
 * Suspends a record at once (`suspend` true) or lifts the suspension, with a reason for the
 * audit log. A suspended mentor reaches no one under 18, whatever the rest of the record says.
 */
export async function setSuspension(
  deps: Deps,
  mentorId: string,
  { suspend, reason }: { suspend: boolean; reason: string },
  by: Recorder,
): Promise<VettingStatus | null> {
  const mentor = await findMentorById(deps.db, mentorId);
  if (!mentor) return null;
  const now = deps.clock.now();
  const record = await changeRecord(
    deps,
    mentorId,
    // A record suspended again keeps the moment it was first suspended.
    (row) => ({ suspension: suspend ? { at: row?.suspended_at ?? now, reason } : null }),
    {
      by,
      action: suspend ? 'suspended a safeguarding record' : 'lifted a suspension',
      subject: mentor.email,
      reason,
    },
  );
  await afterRecordChanged(deps, mentorId);
  return vettingStatus(record, todayBy(deps.clock));
}

/**
 * The quiz's answers, marked here only (the answer key never leaves the server): a pass (80%)
 * records today as the mentor's training date, which counts for a year; a fail records nothing
 * and names the questions to read again. At most `quizAttemptsThrottle.max` attempts in a day.
 */
export async function takeQuiz(
  deps: Deps,
  mentor: Recorder,
  answers: readonly number[],
): Promise<QuizResultBody> {
  const key = `training-quiz:${mentor.id}`;
  if (!(await takeAttempt(deps.db, key, quizAttemptsThrottle, deps.clock.now()))) {
    throw new ApiError(429, 'rate_limited', msg.quizAttemptsUsed);
  }
  const result = markQuiz(answers, quizAnswerKey);
  const trainedOn = result.passed ? await recordTraining(deps, mentor) : null;
  return { ...result, trainedOn };
}

/** The mentor passed the training in the app: today becomes their training date. */
async function recordTraining(deps: Deps, mentor: Recorder): Promise<string> {
  const today = todayBy(deps.clock);
  await changeRecord(deps, mentor.id, () => ({ fields: { trainedOn: today } }), {
    by: mentor,
    action: 'passed the safeguarding training',
    subject: mentor.email,
    reason: 'in the app',
  });
  await afterRecordChanged(deps, mentor.id);
  return today;
}

/** The mentor's record as it stands, or null before its first entry (the vet-mentor command). */
export async function recordOfMentor(
  deps: Pick<Deps, 'db'>,
  mentorId: string,
): Promise<VettingRecord | null> {
  const row = await findVettingRow(deps.db, mentorId);
  return row ? recordOf(row) : null;
}

/** The mentor's own "Safeguarding check" panel. */
export async function myCheck(
  deps: Deps & Pick<AppContext, 'config'>,
  mentor: { id: string },
): Promise<MyCheck> {
  const record = recordOf(await findVettingRow(deps.db, mentor.id));
  const today = todayBy(deps.clock);
  const status = vettingStatus(record, today);
  return {
    status,
    validThrough: status.state === 'valid' ? dayBefore(status.until) : null,
    trainedOn: record.trainedOn,
    trainingDue:
      record.trainedOn === null ||
      daysBetween(today, yearsAfter(record.trainedOn, TRAINING_VALID_YEARS)) <= EXPIRY_NOTICE_DAYS,
    contact: deps.config.safeguardingContact,
  };
}

/** Whether a mentor may reach someone under 18 today: the gate's question on one mentor. */
export async function reachesChildrenToday(deps: Deps, mentorId: string): Promise<boolean> {
  return countsOn(await findReachesChildrenUntil(deps.db, mentorId), todayBy(deps.clock));
}

/**
 * Whether a lead has this mentor's record suspended: until a lead has looked and lifted it, the
 * account stays, as it does while a report is open, so what the lead is looking into is kept.
 */
export async function isRecordSuspended(
  deps: Pick<AppContext, 'db'>,
  mentorId: string,
): Promise<boolean> {
  return (await findVettingRow(deps.db, mentorId))?.suspended_at != null;
}

/** A refusal for a mentor who may not take a child's request yet. */
export const notCheckedYet = () => new ApiError(409, 'mentor_not_checked', msg.notCheckedYet);
