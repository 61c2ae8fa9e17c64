import type { ProgrammeSettings } from '@mentorbridge/domain/programme-rules';

/** The fields an audit line names, in the order the console shows them. */
const fields: readonly [label: string, read: (settings: ProgrammeSettings) => string][] = [
  ['name', (settings) => settings.name],
  ['starts', (settings) => settings.startsOn],
  ['ends', (settings) => settings.endsOn],
  ['time zone', (settings) => settings.timeZone],
  ['ages', (settings) => `${settings.minAge}-${settings.maxAge}`],
  ['pupils see only its mentors', (settings) => (settings.pupilsSeeOnlyItsMentors ? 'yes' : 'no')],
  [
    'coordinator approves matches',
    (settings) => (settings.coordinatorApprovesMatches ? 'yes' : 'no'),
  ],
  ['check-ins', (settings) => settings.checkInCadence],
  ['asks a caregiver from 13 to 15', (settings) => (settings.asksCaregiver ? 'yes' : 'no')],
  ['contact hours', (settings) => `${settings.contactFrom}-${settings.contactUntil}`],
  ['video calls', (settings) => settings.videoPolicy],
];

/**
 * What a change did to a programme, field by field ("ends 2027-07-16 -> 2027-07-23"), for the
 * audit log; a new programme is compared with nothing. Null when nothing changed.
 */
export function describeProgrammeChanges(
  before: ProgrammeSettings | null,
  after: ProgrammeSettings,
): string | null {
  const changes = fields.flatMap(([label, read]) => {
    const [was, now] = [before ? read(before) : 'none', read(after)];
    return was === now ? [] : [`${label} ${was} -> ${now}`];
  });
  return changes.length > 0 ? changes.join('; ') : null;
}
