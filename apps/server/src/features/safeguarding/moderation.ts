import type { ReportForReview, UserLookup } from '@mentorbridge/domain/api/safeguarding';
import { realtimeCloseCodes } from '@mentorbridge/domain/realtime-protocol';
import { shownName } from '@mentorbridge/domain/connection-rules';
import { msg } from '@mentorbridge/domain/ui-text';
import { ageBand, isMinor } from '@mentorbridge/domain/safety/age-band';
import { normalizeEmail } from '@mentorbridge/domain/sign-up-rules';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { warningMail } from '../../mail/warning-mail.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { postMail, withMail } from '../../mail/send-mail.ts';
import { endCallOfPausedChat } from '../calls/service.ts';
import { audit, describePeople } from './console.ts';
import { childrenAmong, itemsForLead, peopleOfChat, requireLeadRecord } from './lead-record.ts';
import { findOpenReportParties } from './repository.ts';
import {
  closeOpenReport,
  findUserForLookup,
  insertWarning,
  listContactsOf,
  listOpenReports,
  setSuspended,
} from './moderation-repository.ts';

type Deps = Pick<AppContext, 'db' | 'files' | 'realtime' | 'mailer' | 'config' | 'clock'>;

const userNotFound = () => new ApiError(404, 'not_found', msg.userNotFound);

/**
 * Open reports, oldest first. Looking is written to the log. A lead whose own record does not
 * count sees those that concern no child, and how many were left out (decision 051).
 */
export async function openReports(
  deps: Deps,
  lead: SessionIdentity,
): Promise<{ reports: ReportForReview[]; withheld: number }> {
  const { shown: rows, withheld } = await itemsForLead(
    deps,
    lead,
    await listOpenReports(deps.db),
    (row) => peopleOfChat(row.chat_id, row.reporter_id, row.reported_id),
  );
  const people = await describePeople(
    deps,
    rows.flatMap((row) => [row.reporter_id, row.reported_id]),
  );
  await audit(deps, lead, { action: 'viewed reports', subject: `${rows.length} open` });
  const reports = rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    details: row.details,
    createdAt: row.created_at,
    reporter: people(row.reporter_id),
    reported: people(row.reported_id),
    chatId: row.chat_id,
    messageText: row.message_text,
  }));
  return { reports, withheld };
}

/**
 * Refuses a lead whose own record does not count an act on someone under 18 (decision 051):
 * what the console shows of a child, a report about one, a warning to one.
 */
async function requireRecordForChildren(
  deps: Deps,
  lead: SessionIdentity,
  people: (string | null)[],
): Promise<void> {
  if ((await childrenAmong(deps, people)).size > 0) await requireLeadRecord(deps, lead);
}

/** Closes a report with its outcome; contact resumes unless something else still pauses it. */
export async function closeReport(
  deps: Deps,
  lead: SessionIdentity,
  reportId: string,
  outcome: string,
  now = Date.now(),
): Promise<void> {
  const open = await findOpenReportParties(deps.db, reportId);
  if (open) {
    await requireRecordForChildren(
      deps,
      lead,
      peopleOfChat(open.chat_id, open.reporter_id, open.reported_id),
    );
  }
  const closed = await closeOpenReport(deps.db, reportId, outcome, now);
  if (!closed) throw new ApiError(404, 'not_found', msg.reportNotFound);
  await audit(deps, lead, { action: 'closed a report', subject: reportId, reason: outcome }, now);
  if (closed.chat_id) {
    const people = [closed.reporter_id, closed.reported_id].filter((id) => id !== null);
    deps.realtime.publish(people, {
      type: 'request.changed',
      requestId: closed.chat_id,
    });
  }
}

/** Tells everyone the user has a request with that the chat changed (paused or resumed). */
async function announceToContacts(deps: Deps, userId: string, pause: boolean): Promise<void> {
  for (const request of await listContactsOf(deps.db, userId)) {
    if (pause) await endCallOfPausedChat(deps, request.id);
    deps.realtime.publish([request.mentor_id, request.requester_id], {
      type: 'request.changed',
      requestId: request.id,
    });
  }
}

/**
 * Suspends an account: every session ends and its sockets close at once, it leaves the
 * directory, and all its chats pause. Lifting undoes all but the sessions.
 */
export async function suspendUser(
  deps: Deps,
  lead: SessionIdentity,
  userId: string,
  reason: string,
  now = Date.now(),
): Promise<void> {
  if (!(await setSuspended(deps.db, userId, now))) throw userNotFound();
  deps.realtime.endSessions(userId, realtimeCloseCodes.sessionEnded);
  await announceToContacts(deps, userId, true);
  await audit(deps, lead, { action: 'suspended an account', subject: userId, reason }, now);
}

export async function liftSuspension(
  deps: Deps,
  lead: SessionIdentity,
  userId: string,
  reason: string,
  now = Date.now(),
): Promise<void> {
  if (!(await setSuspended(deps.db, userId, null))) throw userNotFound();
  await announceToContacts(deps, userId, false);
  await audit(deps, lead, { action: 'lifted a suspension', subject: userId, reason }, now);
}

/**
 * Sends the user a warning by mail, in the lead's words framed in the user's language, and keeps
 * it for the next lead.
 */
export async function warnUser(
  deps: Deps,
  lead: SessionIdentity,
  userId: string,
  message: string,
  now = Date.now(),
): Promise<void> {
  const found = await findUserForLookup(deps.db, { id: userId });
  if (!found) throw userNotFound();
  if (isMinor(found.user.age)) await requireLeadRecord(deps, lead);
  // The warning, its mail and the log line are stored together (decision 043).
  await withMail(deps, async (deps) => {
    await insertWarning(deps.db, { userId, message, now });
    await postMail(deps, warningMail(found.user.email, message, found.user.language));
    await audit(deps, lead, { action: 'warned an account', subject: userId, reason: message }, now);
  });
}

/** An account as a lead needs to see it, by id or by email. Looking is written to the log. */
export async function lookUpUser(
  deps: Deps,
  lead: SessionIdentity,
  where: { id?: string; email?: string },
): Promise<UserLookup> {
  const found = await findUserForLookup(deps.db, {
    ...where,
    ...(where.email !== undefined ? { email: normalizeEmail(where.email) } : {}),
  });
  if (!found) throw userNotFound();
  if (isMinor(found.user.age)) await requireLeadRecord(deps, lead);
  const { user, requests, reports } = found;
  const others = requests.map((request) =>
    request.mentor_id === user.id ? request.requester_id : request.mentor_id,
  );
  const people = await describePeople(deps, others);
  await audit(deps, lead, { action: 'looked up an account', subject: user.id });
  return {
    user: {
      id: user.id,
      name: shownName(user.full_name, user.role),
      role: user.role,
      ageBand: ageBand(user.age),
      email: user.email,
      suspended: user.suspended_at !== null,
      createdAt: user.created_at,
    },
    connections: requests.map((request, index) => ({
      chatId: request.id,
      status: request.status,
      other: people(others[index] ?? ''),
    })),
    reports: reports.map((report) => ({
      id: report.id,
      reason: report.reason,
      status: report.status,
      createdAt: report.created_at,
      side: report.reporter_id === user.id ? ('made' as const) : ('about' as const),
    })),
  };
}
