import { currentCheckInDay, OVERDUE_AFTER_DAYS } from '@mentorbridge/domain/check-in-rules';
import { shownName } from '@mentorbridge/domain/connection-rules';
import { daysBetween, dayText } from '@mentorbridge/domain/vetting-rules';
import type { CheckInMatch } from './repository.ts';

/** The day of the check-in due now in an open match, or null when none is. */
export const dueDayOf = (
  match: Pick<CheckInMatch, 'on' | 'startedAt' | 'cadence'>,
  today: string,
) => (match.on ? currentCheckInDay(dayText(match.startedAt), match.cadence, today) : null);

/** Whether a due day is recent enough to tell a member of it (an old one is only overdue). */
export const stillToTell = (dueOn: string, today: string) =>
  daysBetween(dueOn, today) < OVERDUE_AFTER_DAYS;

/** The name a reminder about a match gives the other member. */
export const otherNameFor = (match: CheckInMatch, userId: string) =>
  userId === match.mentorId
    ? shownName(match.menteeName, 'mentee')
    : shownName(match.mentorName, 'mentor');
