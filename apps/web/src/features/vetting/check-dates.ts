import type { MissingStep } from '@mentorbridge/domain/vetting-rules';

/** "14 November 2027", from a calendar day as the server sends it. */
const longDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const dayInWords = (day: string) => longDay.format(Date.parse(`${day}T00:00:00Z`));

/** What each missing step asks of the mentor, in their words. */
export const missingStepText: Record<MissingStep, string> = {
  check: 'a criminal-record check (such as an enhanced DBS check), seen by a safeguarding lead',
  references: 'two references',
  interview: 'an interview with a safeguarding lead',
  training: 'the safeguarding training below',
};
