import { useState } from 'react';
import type { Programme } from '@mentorbridge/domain/api/programmes';
import { cadenceLabels } from '@mentorbridge/domain/check-in-rules';
import { videoPolicyLabels } from '@mentorbridge/domain/video-policy';
import { dayInWords } from '../../lib/day-in-words.ts';
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
      <h4>{programme.name}</h4>
      {editing ? (
        <ProgrammeForm
          programme={programme}
          submitLabel="Save changes"
          onCancel={() => setEditing(false)}
          onSave={async (body) => {
            await change.mutateAsync(body);
            setEditing(false);
            notify({ kind: 'success', text: `${body.name} is saved.` });
          }}
        />
      ) : (
        <>
          <dl className="programme-facts">
            <dt>Runs</dt>
            <dd>
              {dayInWords(programme.startsOn)} to {dayInWords(programme.endsOn)} (
              {programme.timeZone.replaceAll('_', ' ')})
            </dd>
            <dt>Pupils</dt>
            <dd>
              aged {programme.minAge} to {programme.maxAge}
            </dd>
            <dt>Mentors</dt>
            <dd>
              {programme.pupilsSeeOnlyItsMentors
                ? 'its pupils see only its mentors'
                : 'its pupils see every mentor'}
            </dd>
            <dt>Matches</dt>
            <dd>
              {programme.coordinatorApprovesMatches
                ? 'a coordinator approves each one'
                : 'open as soon as the mentor accepts'}
            </dd>
            <dt>Check-ins</dt>
            <dd>{cadenceLabels[programme.checkInCadence]}</dd>
            <dt>Contact hours</dt>
            <dd>
              {programme.contactFrom} to {programme.contactUntil} ({programme.timeZone})
            </dd>
            <dt>Video calls</dt>
            <dd>{videoPolicyLabels[programme.videoPolicy]}</dd>
            <dt>Parents</dt>
            <dd>
              {programme.asksCaregiver
                ? 'pupils under 16 give a parent’s or carer’s address'
                : 'pupils under 13 give a parent’s or carer’s address'}
            </dd>
          </dl>
          <button
            type="button"
            className="button secondary"
            aria-label={`Change ${programme.name}`}
            onClick={() => setEditing(true)}
          >
            Change
          </button>
          <ProgrammePeople programmeId={programme.id} />
          <PairsPanel programmeId={programme.id} programmeName={programme.name} />
        </>
      )}
    </li>
  );
}
