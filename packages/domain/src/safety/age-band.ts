/** An age as a safeguarding lead needs it: the band that decides what is appropriate. */
export function ageBand(age: number): string {
  if (age <= 12) return '11–12';
  if (age <= 15) return '13–15';
  if (age <= 17) return '16–17';
  if (age <= 25) return '18–25';
  return '26+';
}

/** Under 18: chats with them hold contact details and may be reviewed. */
export const isMinor = (age: number): boolean => age < 18;
