import type { AuditEntry, HeldForReview, SafetyFlag } from '@mentorbridge/domain/api/safeguarding';
import { partiesOfRequest, shownName } from '@mentorbridge/domain/connection-rules';
import { msg } from '@mentorbridge/domain/ui-text';
import { ageBand } from '@mentorbridge/domain/safety/age-band';
import { ApiError } from '../../lib/api-error.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import {
  type ChatDeps,
  flaggedMessages,
  heldMessageImage,
  releaseHeldMessage,
  removeHeldMessage,
  waitingHeldMessages,
} from '../chat/service.ts';
import { flaggedCheckIns } from '../check-ins/service.ts';
import { itemsForLead, peopleOfChat, requireLeadRecord } from './lead-record.ts';
import { findPeople, insertAuditEntry, listAuditEntries } from './repository.ts';

type Deps = ChatDeps;

/** Writes what a lead did or saw; the log has no way to change or remove a line. */
export function audit(
  deps: Pick<Deps, 'db'>,
  lead: SessionIdentity,
  entry: { action: string; subject: string; reason?: string },
  now = Date.now(),
) {
  return insertAuditEntry(deps.db, {
    leadId: lead.id,
    leadEmail: lead.email,
    action: entry.action,
    subject: entry.subject,
    reason: entry.reason ?? '',
    now,
  });
}

/** People as a lead sees them, by id: name, role and age band; a gone account says so. */
export async function describePeople(deps: Pick<Deps, 'db'>, userIds: readonly (string | null)[]) {
  const people = await findPeople(deps.db, [
    ...new Set(userIds.filter((id): id is string => id !== null)),
  ]);
  /** A null id is an account deleted since; a report outlives the person who made it. */
  return (id: string | null) => {
    const person = id === null ? undefined : people.get(id);
    return person
      ? {
          id: person.id,
          name: shownName(person.fullName, person.role),
          role: person.role,
          ageBand: ageBand(person.age),
        }
      : { id: id ?? '', name: 'Deleted account', role: 'mentee' as const, ageBand: '?' };
  };
}

/** Sender and recipient of a chat message, as a lead sees them. */
async function partiesOf(deps: Pick<Deps, 'db'>, items: { chatId: string; senderId: string }[]) {
  const describe = await describePeople(
    deps,
    items.flatMap((item) => {
      const parties = partiesOfRequest(item.chatId);
      return parties ? [parties.mentorId, parties.menteeId] : [];
    }),
  );
  return (item: { chatId: string; senderId: string }) => {
    const parties = partiesOfRequest(item.chatId);
    const recipientId =
      parties && (item.senderId === parties.mentorId ? parties.menteeId : parties.mentorId);
    return { sender: describe(item.senderId), recipient: describe(recipientId ?? null) };
  };
}

/**
 * The messages waiting for a lead, oldest first, each with why its chat is paused, if it is.
 * Looking at them is written to the log. Every held message is in a chat with a child, so a
 * lead whose own record does not count is refused (decision 051).
 */
export async function heldForReview(deps: Deps, lead: SessionIdentity): Promise<HeldForReview[]> {
  await requireLeadRecord(deps, lead);
  const held = await waitingHeldMessages(deps);
  const people = await partiesOf(deps, held);
  await audit(deps, lead, { action: 'viewed held messages', subject: `${held.length} waiting` });
  return held.map((record) => ({
    id: record.id,
    chatId: record.chatId,
    text: record.text,
    hasImage: record.imageId !== null,
    reasons: record.reasons,
    createdAt: record.createdAt,
    ...people(record),
    chatPaused: record.chatPaused,
  }));
}

/**
 * The picture of a held message, so a lead decides on what the child would see. Each look is
 * written to the log, like opening the list.
 */
export async function readHeldImage(
  deps: Deps,
  lead: SessionIdentity,
  heldId: string,
): Promise<Buffer> {
  await requireLeadRecord(deps, lead);
  const bytes = await heldMessageImage(deps, heldId);
  if (!bytes) throw new ApiError(404, 'not_found', msg.heldNotFound);
  await audit(deps, lead, { action: 'viewed a held image', subject: heldId });
  return bytes;
}

/**
 * Delivers a held message as if sent now; the sender's "Held for review" turns into it. Refused
 * with 409, the message still held, while its chat cannot take a member's send.
 */
export async function releaseHeld(
  deps: Deps,
  lead: SessionIdentity,
  heldId: string,
  reason: string,
  now = Date.now(),
): Promise<void> {
  await requireLeadRecord(deps, lead);
  if (!(await releaseHeldMessage(deps, heldId, now))) {
    throw new ApiError(404, 'not_found', msg.heldNotFound);
  }
  await audit(deps, lead, { action: 'released a held message', subject: heldId, reason }, now);
}

/** Keeps a held message from its recipient for good; the sender sees it was removed. */
export async function removeHeld(
  deps: Deps,
  lead: SessionIdentity,
  heldId: string,
  reason: string,
  now = Date.now(),
): Promise<void> {
  await requireLeadRecord(deps, lead);
  if (!(await removeHeldMessage(deps, heldId, now))) {
    throw new ApiError(404, 'not_found', msg.heldNotFound);
  }
  await audit(deps, lead, { action: 'removed a held message', subject: heldId, reason }, now);
}

/**
 * Delivered messages and check-in lines (decision 060) flagged for grooming or self-harm
 * signals. Looking is logged. A lead whose
 * own record does not count sees those of adults' chats only, and how many were left out.
 */
export async function openFlags(
  deps: Deps,
  lead: SessionIdentity,
): Promise<{ flags: SafetyFlag[]; withheld: number }> {
  const { shown: flags, withheld } = await itemsForLead(
    deps,
    lead,
    [...(await flaggedMessages(deps)), ...(await flaggedCheckIns(deps))].sort(
      (a, b) => b.createdAt - a.createdAt,
    ),
    (flag) => peopleOfChat(flag.chatId, flag.senderId),
  );
  const people = await partiesOf(deps, flags);
  await audit(deps, lead, { action: 'viewed flagged messages', subject: `${flags.length} open` });
  const shown = flags.map((flag) => ({
    id: flag.id,
    chatId: flag.chatId,
    text: flag.text,
    checkInRating: flag.checkInRating,
    kinds: flag.kinds,
    createdAt: flag.createdAt,
    ...people(flag),
  }));
  return { flags: shown, withheld };
}

export async function auditLog(deps: Pick<Deps, 'db'>): Promise<AuditEntry[]> {
  return (await listAuditEntries(deps.db)).map((row) => ({
    id: row.id,
    at: row.at,
    leadEmail: row.lead_email,
    action: row.action,
    subject: row.subject,
    reason: row.reason,
    changes: row.changes,
  }));
}
