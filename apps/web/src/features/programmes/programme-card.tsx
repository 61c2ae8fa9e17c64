import { useState } from 'react';
import type { Programme } from '@mentorbridge/domain/api/programmes';
import { uiText } from '@mentorbridge/domain/ui-text';
import { calendarDayText } from '../../lib/clock-text.ts';
import { useNotify } from '../../ui/notices.tsx';
import { useChangeProgramme } from './api/programmes-queries.ts';
import { ProgrammeForm } from './programme-form.tsx';
import { PairsPanel } from './pairs-panel.tsx';
import { ProgrammePeople } from './programme-people.tsx';

/**
 * A programme as its coordinators see it, with Change to edit its settings in place, its codes
 * and people, and its pairs.
 */
export function ProgrammeCard({ programme }: { programme: Programme }) {
  const notify = useNotify();
  const change = useChangeProgramme(programme.id);
  const [editing, setEditing] = useState(false);
  return (
    <li className="programme-card">
      <h4 dir="auto">{programme.name}</h4>
      {editing ? (
        <ProgrammeForm
          programme={programme}
          submitLabel={uiText.saveProgrammeChanges}
          onCancel={() => setEditing(false)}
          onSave={async (body) => {
            await change.mutateAsync(body);
            setEditing(false);
            notify({ kind: 'success', text: uiText.programmeSaved({ name: body.name }) });
          }}
        />
      ) : (
        <>
          <dl className="programme-facts">
            <dt>{uiText.programmeRunsTerm}</dt>
            <dd>
              {uiText.programmeRunsValue({
                starts: calendarDayText(programme.startsOn),
                ends: calendarDayText(programme.endsOn),
                timeZone: programme.timeZone.replaceAll('_', ' '),
              })}
            </dd>
            <dt>{uiText.programmePupilsTerm}</dt>
            <dd>{uiText.programmeAgesValue({ min: programme.minAge, max: programme.maxAge })}</dd>
            <dt>{uiText.programmeMentorsTerm}</dt>
            <dd>
              {programme.pupilsSeeOnlyItsMentors
                ? uiText.pupilsSeeOnlyItsMentors
                : uiText.pupilsSeeEveryMentor}
            </dd>
            <dt>{uiText.programmeMatchesTerm}</dt>
            <dd>
              {programme.coordinatorApprovesMatches
                ? uiText.coordinatorApprovesEachMatch
                : uiText.matchesOpenOnAccept}
            </dd>
            <dt>{uiText.checkInsDueHeading}</dt>
            <dd>{uiText.checkInCadenceName({ cadence: programme.checkInCadence })}</dd>
            <dt>{uiText.contactHoursTerm}</dt>
            <dd>
              {uiText.contactHoursValue({
                from: programme.contactFrom,
                until: programme.contactUntil,
                timeZone: programme.timeZone,
              })}
            </dd>
            <dt>{uiText.callsHeading}</dt>
            <dd>{uiText.videoPolicyName({ policy: programme.videoPolicy })}</dd>
            <dt>{uiText.programmeParentsTerm}</dt>
            <dd>
              {programme.asksCaregiver
                ? uiText.caregiverAddressUnder16
                : uiText.caregiverAddressUnder13}
            </dd>
          </dl>
          <button
            type="button"
            className="button secondary"
            aria-label={uiText.changeProgrammeLabel({ name: programme.name })}
            onClick={() => setEditing(true)}
          >
            {uiText.changeProgramme}
          </button>
          <ProgrammePeople programmeId={programme.id} />
          <PairsPanel programmeId={programme.id} programmeName={programme.name} />
        </>
      )}
    </li>
  );
}
