/**
 * Programmes a school runs on MentorBridge (decision 058): an organisation's coordinators make
 * them, for an age group inside the mentees' 11–25, between a start and a planned end. Days are
 * `YYYY-MM-DD`, compared as text, as every day of the product is (vetting-rules.ts).
 */
import type { CheckInCadence } from './check-in-rules.ts';
import { isTimeOfDay, isWindowEnd } from './contact-hours.ts';
import type { VideoPolicy } from './video-policy.ts';
import { uiText } from './ui-text.ts';
import { isDayText } from './vetting-rules.ts';

/** Mentees are 11 to 25; a programme is for some or all of those ages. */
export const PROGRAMME_AGES = { min: 11, max: 25 } as const;
/** Coordinators are adults as mentors are: 26 or over. */
export const COORDINATOR_MIN_AGE = 26;
export const PROGRAMME_NAME_MAX = 80;
export const ORGANISATION_NAME_MAX = 120;

/** A programme as a coordinator writes it. */
export interface ProgrammeSettings {
  name: string;
  startsOn: string;
  endsOn: string;
  timeZone: string;
  minAge: number;
  maxAge: number;
  /** Its pupils see only its mentors, under All Mentors and Suggested for you. */
  pupilsSeeOnlyItsMentors: boolean;
  /** A coordinator approves each match before its chat opens. */
  coordinatorApprovesMatches: boolean;
  /** How often its pairs are asked "How is it going?" (decision 060). */
  checkInCadence: CheckInCadence;
  /** Its pupils of 13 to 15 give a parent's or carer's address too (decision 060). */
  asksCaregiver: boolean;
  /** Its contact hours, `HH:MM` on its clock: a mentor reaches a pupil under 18 inside them. */
  contactFrom: string;
  contactUntil: string;
  /** What calls its pupils under 18 may have (decision 060). */
  videoPolicy: VideoPolicy;
}

/** A name as kept and shown: no spaces at its ends, one space between its words. */
export const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');

/** A time zone the browser and the server both know by its IANA name ("Europe/London"). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with a programme's settings, in words for the coordinator; empty when none. */
export function programmeProblems(settings: ProgrammeSettings): string[] {
  const problems: string[] = [];
  const name = settings.name.trim();
  if (name.length === 0) problems.push(uiText.programmeNameMissing);
  if (name.length > PROGRAMME_NAME_MAX) {
    problems.push(uiText.programmeNameTooLong({ max: PROGRAMME_NAME_MAX }));
  }
  if (!isDayText(settings.startsOn) || !isDayText(settings.endsOn)) {
    problems.push(uiText.programmeDaysInvalid);
  } else if (settings.endsOn <= settings.startsOn) {
    problems.push(uiText.programmeEndsBeforeStart);
  }
  if (!isTimeZone(settings.timeZone)) problems.push(uiText.programmeTimeZoneUnknown);
  const { min, max } = PROGRAMME_AGES;
  const agesWhole = Number.isInteger(settings.minAge) && Number.isInteger(settings.maxAge);
  if (
    !agesWhole ||
    settings.minAge < min ||
    settings.maxAge > max ||
    settings.minAge > settings.maxAge
  ) {
    problems.push(uiText.programmeAgesWrong({ min, max }));
  }
  const { contactFrom: from, contactUntil: until } = settings;
  if (!isTimeOfDay(from) || !isWindowEnd(until) || from >= until) {
    problems.push(uiText.contactHoursWrong);
  }
  return problems;
}

/** A pair with no message for this many days shows as quiet: `Quiet for {n} days`. */
export const QUIET_AFTER_DAYS = 14;

const DAY_MS = 24 * 60 * 60_000;

/** Where the pair's recent messages begin: `QUIET_AFTER_DAYS` days before `now`. */
export const recentSince = (now: number) => now - QUIET_AFTER_DAYS * DAY_MS;

/**
 * Whole days since the pair's last message, or since their chat opened when they have written
 * nothing, once that is `QUIET_AFTER_DAYS` or more; null while the pair is not quiet.
 */
export function quietDays(lastMessageAt: number | null, startedAt: number, now: number) {
  const days = Math.floor((now - (lastMessageAt ?? startedAt)) / DAY_MS);
  return days >= QUIET_AFTER_DAYS ? days : null;
}
