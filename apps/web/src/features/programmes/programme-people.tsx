import { uiText } from '@mentorbridge/domain/ui-text';
import { useProgrammePeople } from './api/membership-queries.ts';
import { CodePanel } from './code-panel.tsx';
import { PeoplePanel } from './people-panel.tsx';

/** A programme's codes and people, on its card in the console. */
export function ProgrammePeople({ programmeId }: { programmeId: string }) {
  const people = useProgrammePeople(programmeId);
  if (people.isPending) return <p role="status">{uiText.loadingCodesAndPeople}</p>;
  if (people.isError) return <p role="alert">{people.error.message}</p>;
  const codeFor = (role: 'pupil' | 'mentor') =>
    people.data.codes.find((code) => code.role === role);
  return (
    <div className="programme-people">
      {people.data.pupilsHidden && <p className="hint">{uiText.coordinatorNeedsRecord}</p>}
      <div className="code-panels">
        <CodePanel programmeId={programmeId} role="pupil" code={codeFor('pupil')} />
        <CodePanel programmeId={programmeId} role="mentor" code={codeFor('mentor')} />
      </div>
      <PeoplePanel programmeId={programmeId} members={people.data.members} />
    </div>
  );
}
