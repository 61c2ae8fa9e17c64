/** "14 November 2027", from a calendar day as the server sends it. */
const longDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const dayInWords = (day: string) => longDay.format(Date.parse(`${day}T00:00:00Z`));
