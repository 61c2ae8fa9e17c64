import type { Translation } from '../catalogue.ts';
import type { dates as english } from '../en/dates.ts';

export const dates = {
  monthName:
    '{month, select, 1 {enero} 2 {febrero} 3 {marzo} 4 {abril} 5 {mayo} 6 {junio} 7 {julio} 8 {agosto} 9 {septiembre} 10 {octubre} 11 {noviembre} other {diciembre}}',
  dateLong:
    '{order, select, monthFirst {{day} de {month} de {year}} other {{day} de {month} de {year}}}',
  monthAndYear: '{month} de {year}',
  dateAndTime: '{date}, {time}',
  timeTwelveHour: '{hours}:{minutes} {half, select, am {a. m.} other {p. m.}}',
} satisfies Translation<typeof english>;
