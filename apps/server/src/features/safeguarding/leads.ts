import type { Kysely } from 'kysely';
import { normalizeEmail } from '@mentorbridge/domain/sign-up-rules';
import type { Database } from '../../db/schema.ts';
import { findLeadCandidate, insertLead } from './repository.ts';

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
