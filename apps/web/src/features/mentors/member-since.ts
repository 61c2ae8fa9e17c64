import { uiText } from '@mentorbridge/domain/ui-text';
import { monthAndYearText } from '../../lib/clock-text.ts';

/** "Member since November 2026", from the epoch milliseconds of a sign-up. */
export function memberSinceText(memberSince: number): string {
  return uiText.memberSince({ monthAndYear: monthAndYearText(memberSince) });
}
