import type { Kysely } from 'kysely';
import { daysAfter, yearsAfter } from '@mentorbridge/domain/vetting-rules';
import { mentorByEmail, recordCheck, setSuspension } from '../../features/vetting/service.ts';
import { type Clock, systemClock, todayBy } from '../../lib/clock.ts';
import type { Database } from '../schema.ts';
import { claimOnce } from './claim-once.ts';
import { demoCoordinator, demoMentor, demoMentors } from './demo-accounts.ts';

const SEEDED_KEY = 'demo_checks_seeded';

/** The demo mentor nobody has checked yet: only mentees of 18 and over find him. */
export const uncheckedDemoMentor = 'ben.carter@example.com';
/** A demo mentor whose check runs out within the month, so a lead's list shows one. */
export const expiringDemoMentor = 'robert.walsh@example.com';
/** A demo mentor whose check ran out a fortnight ago: complete, but no child finds him. */
export const expiredDemoMentor = 'marcus.green@example.com';
/** A demo mentor a lead suspended at once, whom no child finds until it is lifted. */
export const suspendedDemoMentor = 'noah.williams@example.com';
/** Why the demo's suspended mentor was suspended, as the console and the export show it. */
export const demoSuspensionReason =
  'A school reported messages to a student outside MentorBridge; being looked into.';

const demoRecorder = { id: 'demo', email: 'the demo data' };

/** When a demo record's days fall, relative to today, so the console shows every state. */
interface DemoRecordDays {
  issuedOn: string;
  trainedOn: string;
  /** The day it was recorded: every other day of the entry had come by then. */
  recordedOn: string;
  suspendedOn?: string;
}

function demoRecordDays(email: string, today: string): DemoRecordDays {
  switch (email) {
    case expiringDemoMentor:
      // Issued nearly three years ago: it runs out within the month.
      return {
        issuedOn: daysAfter(yearsAfter(today, -3), 20),
        trainedOn: daysAfter(today, -30),
        recordedOn: today,
      };
    case expiredDemoMentor: {
      // Issued three years and a fortnight ago; his training was renewed, his check never was.
      const recordedOn = daysAfter(today, -60);
      return {
        issuedOn: daysAfter(yearsAfter(today, -3), -14),
        trainedOn: daysAfter(recordedOn, -5),
        recordedOn,
      };
    }
    case suspendedDemoMentor: {
      const recordedOn = daysAfter(today, -45);
      return {
        issuedOn: yearsAfter(today, -1),
        trainedOn: daysAfter(recordedOn, -10),
        recordedOn,
        suspendedOn: daysAfter(today, -3),
      };
    }
    default:
      // Issued a year ago and good for three.
      return {
        issuedOn: yearsAfter(today, -1),
        trainedOn: daysAfter(today, -30),
        recordedOn: today,
      };
  }
}

/** The app's clock as it read on a past day, for a demo record made then. */
const clockOn = (day: string, clock: Clock): Clock =>
  day === todayBy(clock) ? clock : { now: () => Date.parse(`${day}T10:00:00Z`) };

/**
 * Gives every demo mentor a complete safeguarding record with a demo reference, but one, once
 * per database (also one whose demo accounts came before checks did), so a lead sees every
 * state: checked, expiring, expired, suspended (with its reason) and not checked yet. Records
 * go through the console's own rules, each on the day it was made.
 */
export async function seedDemoChecks(db: Kysely<Database>): Promise<void> {
  if (!(await claimOnce(db, SEEDED_KEY))) return;

  const clock = systemClock();
  const today = todayBy(clock);
  for (const [index, account] of [demoMentor, ...demoMentors, demoCoordinator].entries()) {
    if (account.email === uncheckedDemoMentor) continue;
    const mentor = await mentorByEmail({ db }, account.email);
    if (!mentor.ok) continue;
    const { issuedOn, trainedOn, recordedOn, suspendedOn } = demoRecordDays(account.email, today);
    await recordCheck(
      { db, clock: clockOn(recordedOn, clock) },
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
        trainedOn,
      },
      demoRecorder,
      { checkRequired: true },
    );
    if (suspendedOn) {
      await setSuspension(
        { db, clock: clockOn(suspendedOn, clock) },
        mentor.id,
        { suspend: true, reason: demoSuspensionReason },
        demoRecorder,
      );
    }
  }
}
