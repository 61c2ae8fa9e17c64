import type { Translation } from '../catalogue.ts';
import type { dates as english } from '../en/dates.ts';

export const dates = {
  monthName:
    '{month, select, 1 {يناير} 2 {فبراير} 3 {مارس} 4 {أبريل} 5 {مايو} 6 {يونيو} 7 {يوليو} 8 {أغسطس} 9 {سبتمبر} 10 {أكتوبر} 11 {نوفمبر} other {ديسمبر}}',
  dateLong: '{order, select, monthFirst {{day} {month} {year}} other {{day} {month} {year}}}',
  monthAndYear: '{month} {year}',
  dateAndTime: '{date}، {time}',
  timeTwelveHour: '{hours}:{minutes} {half, select, am {ص} other {م}}',
} satisfies Translation<typeof english>;
