import { describe, expect, it } from 'vitest';
import { currentCheckInDay, isOverdue } from './check-in-rules.ts';

describe('when a check-in falls due', () => {
  it('asks twice in the first month, then every 30 days, by default', () => {
    const start = '2027-01-01';
    expect(currentCheckInDay(start, 'two_then_monthly', '2027-01-14')).toBeNull();
    expect(currentCheckInDay(start, 'two_then_monthly', '2027-01-15')).toBe('2027-01-15');
    expect(currentCheckInDay(start, 'two_then_monthly', '2027-01-28')).toBe('2027-01-15');
    expect(currentCheckInDay(start, 'two_then_monthly', '2027-01-29')).toBe('2027-01-29');
    expect(currentCheckInDay(start, 'two_then_monthly', '2027-02-27')).toBe('2027-01-29');
    expect(currentCheckInDay(start, 'two_then_monthly', '2027-02-28')).toBe('2027-02-28');
  });

  it('asks every 14 or every 30 days on the other cadences', () => {
    expect(currentCheckInDay('2027-01-01', 'fortnightly', '2027-02-01')).toBe('2027-01-29');
    expect(currentCheckInDay('2027-01-01', 'monthly', '2027-01-30')).toBeNull();
    expect(currentCheckInDay('2027-01-01', 'monthly', '2027-03-05')).toBe('2027-03-02');
  });

  it('shows an unanswered check-in as overdue from 7 days past its day', () => {
    expect(isOverdue('2027-01-15', '2027-01-21')).toBe(false);
    expect(isOverdue('2027-01-15', '2027-01-22')).toBe(true);
  });
});
