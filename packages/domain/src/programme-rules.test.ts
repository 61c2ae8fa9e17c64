import { describe, expect, it } from 'vitest';
import {
  isTimeZone,
  programmeProblems,
  quietDays,
  type ProgrammeSettings,
  tidyName,
} from './programme-rules.ts';
import { uiText } from './ui-text.ts';

const good: ProgrammeSettings = {
  name: 'Year 9 careers mentoring',
  startsOn: '2027-01-11',
  endsOn: '2027-07-16',
  timeZone: 'Europe/London',
  minAge: 13,
  maxAge: 14,
  pupilsSeeOnlyItsMentors: true,
  coordinatorApprovesMatches: true,
  checkInCadence: 'two_then_monthly',
  asksCaregiver: false,
  contactFrom: '07:00',
  contactUntil: '21:00',
  videoPolicy: 'after_caregiver',
};

describe('a programme’s settings', () => {
  it('accepts a programme for some of the mentees’ ages, between two days, in a known zone', () => {
    expect(programmeProblems(good)).toEqual([]);
    expect(programmeProblems({ ...good, minAge: 11, maxAge: 25 })).toEqual([]);
  });

  it('says each thing that is wrong, in words', () => {
    expect(programmeProblems({ ...good, name: '   ' })).toEqual([uiText.programmeNameMissing]);
    expect(programmeProblems({ ...good, name: 'x'.repeat(81) })).toEqual([
      uiText.programmeNameTooLong({ max: 80 }),
    ]);
    expect(programmeProblems({ ...good, endsOn: good.startsOn })).toEqual([
      uiText.programmeEndsBeforeStart,
    ]);
    expect(programmeProblems({ ...good, startsOn: '2027-02-30' })).toEqual([
      uiText.programmeDaysInvalid,
    ]);
    expect(programmeProblems({ ...good, timeZone: 'Mars/Olympus' })).toEqual([
      uiText.programmeTimeZoneUnknown,
    ]);
    for (const ages of [
      { minAge: 10, maxAge: 14 },
      { minAge: 13, maxAge: 26 },
      { minAge: 15, maxAge: 13 },
      { minAge: 12.5, maxAge: 14 },
    ]) {
      expect(programmeProblems({ ...good, ...ages })).toEqual([
        uiText.programmeAgesWrong({ min: 11, max: 25 }),
      ]);
    }
  });

  it('knows a real time zone, and keeps a name tidy', () => {
    expect(tidyName('  Hillside   Academy ')).toBe('Hillside Academy');
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Nowhere')).toBe(false);
    expect(isTimeZone('../etc')).toBe(false);
  });

  it('calls a pair quiet from 14 whole days after its last message, or its start', () => {
    const day = 86_400_000;
    const now = Date.UTC(2027, 2, 1, 12);
    expect(quietDays(now - 13 * day - 1, now - 40 * day, now)).toBeNull();
    expect(quietDays(now - 14 * day, now - 40 * day, now)).toBe(14);
    expect(quietDays(null, now - 20 * day, now)).toBe(20);
    expect(quietDays(null, now - 3 * day, now)).toBeNull();
  });
});
