import type { Kysely } from 'kysely';
import { daysAfter, yearsAfter } from '@mentorbridge/domain/vetting-rules';
import { mentorByEmail, recordCheck } from '../../features/vetting/service.ts';
import { systemClock, todayBy } from '../../lib/clock.ts';
import type { Database } from '../schema.ts';
import { claimOnce } from './claim-once.ts';
import { demoMentor, demoMentors } from './demo-accounts.ts';

const SEEDED_KEY = 'demo_checks_seeded';

/** The demo mentor nobody has checked yet: only mentees of 18 and over find him. */
export const uncheckedDemoMentor = 'ben.carter@example.com';
/** A demo mentor whose check runs out within the month, so a lead's list shows one. */
export const expiringDemoMentor = 'robert.walsh@example.com';

const demoRecorder = { id: 'demo', email: 'the demo data' };

/**
 * Gives every demo mentor a complete safeguarding record with a demo reference, but one, once
 * per database (also one whose demo accounts came before checks did), so a newcomer sees a
 * checked mentor, an expiring one and one who is not checked yet.
 */
export async function seedDemoChecks(db: Kysely<Database>): Promise<void> {
  if (!(await claimOnce(db, SEEDED_KEY))) return;

  const deps = { db, clock: systemClock() };
  const today = todayBy(deps.clock);
  for (const [index, account] of [demoMentor, ...demoMentors].entries()) {
    if (account.email === uncheckedDemoMentor) continue;
    const mentor = await mentorByEmail(deps, account.email);
    if (!mentor.ok) continue;
    // Issued a year ago and good for three; the expiring one was issued nearly three years ago.
    const issuedOn =
      account.email === expiringDemoMentor
        ? daysAfter(yearsAfter(today, -3), 20)
        : yearsAfter(today, -1);
    await recordCheck(
      deps,
      mentor.id,
      {
        kind: 'Enhanced DBS with barred list',
        reference: `DEMO-${String(index + 1).padStart(6, '0')}`,
        issuedOn,
        seenOn: daysAfter(issuedOn, 7),
        expiresOn: yearsAfter(issuedOn, 3),
        references: 2,
        referencesOn: daysAfter(issuedOn, 14),
        interviewedOn: daysAfter(issuedOn, 10),
        trainedOn: daysAfter(today, -30),
      },
      demoRecorder,
      { checkRequired: true },
    );
  }
}
