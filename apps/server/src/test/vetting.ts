import { daysAfter, yearsAfter } from '@mentorbridge/domain/vetting-rules';
import type { AppContext } from '../app-context.ts';
import { todayBy } from '../lib/clock.ts';
import { recordOf, rowOf } from '../features/vetting/record-of.ts';

/** A complete entry by the app's clock: issued a month ago, good for three years, trained. */
export function completeEntry(context: Pick<AppContext, 'clock'>) {
  const today = todayBy(context.clock);
  const issuedOn = daysAfter(today, -30);
  return {
    kind: 'Enhanced DBS with barred list',
    reference: '001234567890',
    issuedOn,
    seenOn: daysAfter(today, -20),
    expiresOn: yearsAfter(issuedOn, 3),
    references: 2,
    referencesOn: daysAfter(today, -15),
    interviewedOn: daysAfter(today, -12),
    trainedOn: daysAfter(today, -10),
  };
}

/**
 * Gives a mentor a complete record, so they reach under-18s: the set-up of tests about
 * something else, written straight to the table so their audit log holds only what they do. The
 * tests of the records themselves go through the console and the command.
 */
export async function checkMentor(context: Pick<AppContext, 'db' | 'clock'>, mentorId: string) {
  const entry = completeEntry(context);
  const record = recordOf({
    user_id: mentorId,
    check_kind: entry.kind,
    check_reference: entry.reference,
    issued_on: entry.issuedOn,
    seen_on: entry.seenOn,
    expires_on: entry.expiresOn,
    references_received: entry.references,
    references_on: entry.referencesOn,
    interviewed_on: entry.interviewedOn,
    trained_on: entry.trainedOn,
    suspended_at: null,
    suspended_reason: null,
    reaches_children_until: null,
    recorded_by: 'test',
    updated_at: 0,
  });
  const row = rowOf(mentorId, record, {
    suspendedAt: null,
    suspendedReason: null,
    by: { id: 'test', email: 'test set-up' },
    now: context.clock.now(),
  });
  await context.db.insertInto('mentor_vetting').values(row).execute();
}
