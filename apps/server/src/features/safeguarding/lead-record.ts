import { partiesOfRequest } from '@mentorbridge/domain/connection-rules';
import { isMinor } from '@mentorbridge/domain/safety/age-band';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { todayBy } from '../../lib/clock.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { findPeople, recordCountsOn } from './repository.ts';

type Deps = Pick<AppContext, 'db' | 'clock'>;

/**
 * Whether a lead's own safeguarding record counts today (decision 051): the same rule, on the
 * same column, as a mentor's before they reach a child. A lead reads children's messages and
 * pictures and can write to a child, so they hold one too.
 */
export function leadRecordCounts(deps: Deps, lead: SessionIdentity): Promise<boolean> {
  return recordCountsOn(deps.db, lead.id, todayBy(deps.clock));
}

export const leadRecordNeeded = () => new ApiError(403, 'lead_record_needed', msg.leadNeedsRecord);

/** Refuses, with what is missing, a lead whose own record does not count today. */
export async function requireLeadRecord(deps: Deps, lead: SessionIdentity): Promise<void> {
  if (!(await leadRecordCounts(deps, lead))) throw leadRecordNeeded();
}

/**
 * Who among these people is under 18: what a lead without a record that counts may not see. A
 * deleted account (null) is nobody's: its items are decided by the others they name.
 */
export async function childrenAmong(
  deps: Pick<Deps, 'db'>,
  userIds: readonly (string | null)[],
): Promise<Set<string>> {
  const people = await findPeople(deps.db, [
    ...new Set(userIds.filter((id): id is string => id !== null)),
  ]);
  return new Set([...people.values()].filter((person) => isMinor(person.age)).map((p) => p.id));
}

/** The people an item about a chat concerns: its two members, and anyone else it names. */
export const peopleOfChat = (chatId: string | null, ...others: (string | null)[]) => {
  const parties = chatId ? partiesOfRequest(chatId) : undefined;
  return [...(parties ? [parties.mentorId, parties.menteeId] : []), ...others];
};

/**
 * The items a lead may see: all of them when their record counts today; otherwise those that
 * concern no child, with how many were left out.
 */
export async function itemsForLead<Item>(
  deps: Deps,
  lead: SessionIdentity,
  items: Item[],
  peopleOf: (item: Item) => (string | null)[],
): Promise<{ shown: Item[]; withheld: number }> {
  if (items.length === 0 || (await leadRecordCounts(deps, lead))) {
    return { shown: items, withheld: 0 };
  }
  const children = await childrenAmong(deps, items.flatMap(peopleOf));
  const shown = items.filter((item) => !peopleOf(item).some((id) => id && children.has(id)));
  return { shown, withheld: items.length - shown.length };
}
