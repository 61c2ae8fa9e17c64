import type { Kysely } from 'kysely';
import { normalizeEmail } from '@mentorbridge/domain/sign-up-rules';
import { dayText } from '@mentorbridge/domain/vetting-rules';
import type { Database } from '../../db/schema.ts';
import { findLeadCandidate, insertLead, recordCountsOn } from './repository.ts';

/** What making a lead came to, in words for the person at the terminal. */
export type LeadOutcome =
  | 'made a safeguarding lead'
  | 'already a safeguarding lead'
  | 'no account has this address: they sign up as a mentor (26+) and verify it first'
  | 'the address is not verified yet'
  | 'only an adult (mentor) account can become a lead'
  | 'this account mentors or is mentored: a lead must be nobody’s contact';

/**
 * Makes an existing, verified adult account a safeguarding lead: the only way one is made
 * (decision 019), so sign-up can never grant it. A lead leaves the directory and cannot be asked.
 */
export async function makeLead(
  db: Kysely<Database>,
  email: string,
  now = Date.now(),
): Promise<{ ok: boolean; outcome: LeadOutcome }> {
  const candidate = await findLeadCandidate(db, normalizeEmail(email));
  if (!candidate) {
    return {
      ok: false,
      outcome: 'no account has this address: they sign up as a mentor (26+) and verify it first',
    };
  }
  if (!candidate.verified) return { ok: false, outcome: 'the address is not verified yet' };
  if (!candidate.isAdult) {
    return { ok: false, outcome: 'only an adult (mentor) account can become a lead' };
  }
  if (candidate.hasConnections) {
    return {
      ok: false,
      outcome: 'this account mentors or is mentored: a lead must be nobody’s contact',
    };
  }
  return (await insertLead(db, candidate.id, now))
    ? { ok: true, outcome: 'made a safeguarding lead' }
    : { ok: true, outcome: 'already a safeguarding lead' };
}

/**
 * What the operator is told when a new lead's own safeguarding record does not count today
 * (decision 051): what they cannot do until it does, and how to record it. Null when it counts.
 */
export async function leadRecordNotice(
  db: Kysely<Database>,
  email: string,
  now = Date.now(),
): Promise<string | null> {
  const candidate = await findLeadCandidate(db, normalizeEmail(email));
  if (!candidate || (await recordCountsOn(db, candidate.id, dayText(now)))) return null;
  return [
    `${email} has no safeguarding check that counts today. Until one is recorded, they cannot`,
    "see a child's held messages, pictures, reports or account, or warn a child. Record their",
    'check as for a mentor (docs/safeguarding.md):',
    `  npm run mentor:vet -- ${email} --check "Enhanced DBS with barred list" \\`,
    '    --reference <number> --issued <YYYY-MM-DD> --seen <YYYY-MM-DD> --expires <YYYY-MM-DD> \\',
    '    --references 2 --interviewed <YYYY-MM-DD> --trained <YYYY-MM-DD>',
  ].join('\n');
}
