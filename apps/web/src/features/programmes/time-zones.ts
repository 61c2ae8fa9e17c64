/** Where the coordinator's browser is: a school's programme is usually run from the school. */
export const browserTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/London';

/**
 * Every time zone the browser knows, by its IANA name; the server checks the choice again. A
 * browser without the list offers the one it is in, and the one already chosen.
 */
export function timeZoneChoices(chosen: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, browserTimeZone(), chosen])].sort();
}
