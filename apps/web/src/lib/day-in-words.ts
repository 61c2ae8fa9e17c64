import { calendarDayText } from './clock-text.ts';

/** "14 November 2027", "14 de noviembre de 2027": a calendar day as the server sends it. */
export const dayInWords = (day: string) => calendarDayText(day);
