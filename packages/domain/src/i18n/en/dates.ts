/**
 * Dates and times as the reader's language writes them (decision 062): month names and the order
 * of a date's parts, without Intl, whose first call slows a phone's chat (decision 045).
 */
export const dates = {
  /** A month by its number, 1 to 12. */
  monthName:
    '{month, select, 1 {January} 2 {February} 3 {March} 4 {April} 5 {May} 6 {June} 7 {July} 8 {August} 9 {September} 10 {October} 11 {November} other {December}}',
  /** A day: "November 23, 2026" where the month comes first, else "23 November 2026". */
  dateLong: '{order, select, monthFirst {{month} {day}, {year}} other {{day} {month} {year}}}',
  /** "November 2026" */
  monthAndYear: '{month} {year}',
  /** A moment: a day and its time, "November 23, 2026, 3:45 PM". */
  dateAndTime: '{date}, {time}',
  /** A time on a 12-hour clock: "3:45 PM". */
  timeTwelveHour: '{hours}:{minutes} {half, select, am {AM} other {PM}}',
} as const;
