import { i18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { catalogues } from './i18n/catalogues.ts';
import type { Msg } from './i18n/catalogue.ts';
import { compileCatalogue } from './i18n/compile.ts';
import { write } from './i18n/wording.ts';
import {
  type CheckEntry,
  checkEntryProblems,
  countsOn,
  dayBefore,
  mentorReachesMentee,
  reachesChildrenUntil,
  emptyVettingRecord,
  isDayText,
  missingSteps,
  type VettingRecord,
  vettingStatus,
  yearsAfter,
} from './vetting-rules.ts';

/** The problems as an English reader reads them. */
const englishOf = (problems: Msg[]) => problems.map((problem) => write(i18n, problem));

const complete: VettingRecord = {
  kind: 'Enhanced DBS with barred list',
  reference: '001234567890',
  issuedOn: '2025-03-01',
  seenOn: '2025-03-10',
  expiresOn: '2028-03-01',
  references: 2,
  referencesOn: '2025-03-05',
  interviewedOn: '2025-03-12',
  trainedOn: '2026-02-01',
  suspended: false,
};

const entry: CheckEntry = {
  kind: 'Enhanced DBS with barred list',
  reference: '001234567890',
  issuedOn: '2026-01-10',
  seenOn: '2026-01-20',
  expiresOn: '2029-01-10',
  references: 2,
  referencesOn: '2026-01-15',
  interviewedOn: '2026-01-21',
  trainedOn: '2026-01-22',
};

describe('a mentor’s safeguarding record', () => {
  it('lets a mentor reach under-18s only when complete, in date and not suspended', () => {
    expect(vettingStatus(complete, '2026-06-01')).toEqual({
      state: 'valid',
      until: '2027-02-01',
      expiresInDays: 245,
    });
    expect(countsOn(reachesChildrenUntil(complete), '2026-06-01')).toBe(true);
    expect(countsOn(reachesChildrenUntil({ ...complete, suspended: true }), '2026-06-01')).toBe(
      false,
    );
    expect(vettingStatus({ ...complete, interviewedOn: null }, '2026-06-01')).toEqual({
      state: 'not-checked',
      missing: ['interview'],
    });
    expect(missingSteps(emptyVettingRecord)).toEqual([
      'check',
      'references',
      'interview',
      'training',
    ]);
    expect(missingSteps({ ...complete, references: 1 })).toEqual(['references']);
  });

  it('stops counting on the day the check or the year’s training expires, with nothing run', () => {
    // Training a year old runs out first.
    expect(vettingStatus(complete, '2027-01-31').state).toBe('valid');
    expect(vettingStatus(complete, '2027-02-01')).toEqual({ state: 'expired', on: '2027-02-01' });
    // Trained again: now the check's own expiry is the end.
    const retrained = { ...complete, trainedOn: '2027-06-01' };
    expect(vettingStatus(retrained, '2028-02-29').state).toBe('valid');
    expect(vettingStatus(retrained, '2028-03-01')).toEqual({ state: 'expired', on: '2028-03-01' });
  });

  it('reads days strictly, and counts years from 29 February to the last day of February', () => {
    expect(isDayText('2026-02-28')).toBe(true);
    expect(isDayText('2026-02-29')).toBe(false);
    expect(isDayText('2026-2-28')).toBe(false);
    expect(yearsAfter('2024-02-29', 3)).toBe('2027-02-28');
    expect(yearsAfter('2024-02-29', 4)).toBe('2028-02-29');
  });
});

describe('a check as a lead or the operator enters it', () => {
  const today = '2026-02-01';

  it('is kept when every day has come, the expiry is ahead and within three years', () => {
    expect(checkEntryProblems(entry, today)).toEqual([]);
  });

  it('names each thing wrong', () => {
    expect(
      englishOf(
        checkEntryProblems(
          {
            ...entry,
            kind: 'A chat with a neighbour',
            reference: ' ',
            issuedOn: '',
            interviewedOn: '2026-03-01',
            references: 3,
          },
          today,
        ),
      ),
    ).toEqual([
      'Unknown kind of check: choose one of Enhanced DBS with barred list, DBS Update Service, US background check (fingerprint), Other national check.',
      'The check needs its reference number.',
      'The issued date must be a day written YYYY-MM-DD.',
      'The interviewed date is in the future.',
      'References received must be 0 to 2: enter 2 when 2 or more came back.',
    ]);
    expect(englishOf(checkEntryProblems({ ...entry, expiresOn: '2029-01-11' }, today))).toEqual([
      'A check counts for at most 3 years after it was issued.',
    ]);
    expect(englishOf(checkEntryProblems({ ...entry, expiresOn: today }, today))).toEqual([
      'The expiry date has passed: record a new check instead.',
    ]);
    expect(englishOf(checkEntryProblems({ ...entry, seenOn: '2026-01-09' }, today))).toEqual([
      'The check cannot have been seen before it was issued.',
    ]);
  });

  it('names each day in the reader’s language', () => {
    const spanish = setupI18n({ locale: 'es', messages: { es: compileCatalogue(catalogues.es) } });
    const problems = checkEntryProblems({ ...entry, interviewedOn: '2026-03-01' }, today);
    expect(problems.map((problem) => write(spanish, problem))).toEqual([
      'La fecha de la entrevista está en el futuro.',
    ]);
  });
});

describe('what the server keeps for the gate', () => {
  it('keeps the earlier of the check’s and the training’s last days, none while incomplete or suspended', () => {
    // The training of 2026-02-01 runs out a year on, before the check of 2028.
    expect(reachesChildrenUntil(complete)).toBe('2027-02-01');
    expect(reachesChildrenUntil({ ...complete, trainedOn: '2027-06-01' })).toBe('2028-03-01');
    expect(reachesChildrenUntil({ ...complete, references: 1 })).toBeNull();
    expect(reachesChildrenUntil({ ...complete, suspended: true })).toBeNull();
    expect(dayBefore('2027-03-01')).toBe('2027-02-28');
  });

  it('counts up to the day before its last day, and lets adults through whatever it says', () => {
    expect(countsOn('2027-02-01', '2027-01-31')).toBe(true);
    expect(countsOn('2027-02-01', '2027-02-01')).toBe(false);
    expect(countsOn(null, '2027-01-31')).toBe(false);
    expect(mentorReachesMentee(17, '2027-02-01', '2027-02-01')).toBe(false);
    expect(mentorReachesMentee(17, '2027-02-01', '2027-01-31')).toBe(true);
    expect(mentorReachesMentee(18, null, '2027-02-01')).toBe(true);
  });

  it('lets a lead leave the whole check out until it comes back, but not half of it', () => {
    const noCheck = { ...entry, kind: '', reference: '', issuedOn: '', seenOn: '', expiresOn: '' };
    expect(checkEntryProblems(noCheck, '2026-11-25', { checkRequired: false })).toEqual([]);
    expect(checkEntryProblems(noCheck, '2026-11-25')).not.toEqual([]);
    expect(
      checkEntryProblems({ ...noCheck, reference: '001' }, '2026-11-25', { checkRequired: false }),
    ).not.toEqual([]);
  });
});
