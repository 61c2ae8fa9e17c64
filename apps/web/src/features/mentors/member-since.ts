import { uiText } from '@mentorbridge/domain/ui-text';

/** "November 2026": the month in words, as British English writes it. */
const monthAndYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

/** "Member since November 2026", from the epoch milliseconds of a sign-up. */
export function memberSinceText(memberSince: number): string {
  return uiText.memberSince({ monthAndYear: monthAndYear.format(memberSince) });
}
