/** A time as a copy of a person's data writes it: ISO 8601, UTC; null stays null. */
export const isoTime = (time: number | string | null) =>
  time === null ? null : new Date(Number(time)).toISOString();
