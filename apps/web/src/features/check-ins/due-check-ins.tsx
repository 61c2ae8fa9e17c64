import type { Role } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useConnections } from '../connections/index.ts';
import { CheckInForm } from './check-in-form.tsx';

/**
 * The dashboard's check-ins (decision 060): each chat whose check-in waits for the user's answer,
 * answered right here in one step. Nothing shows while none waits.
 */
export function DueCheckIns({ role }: { role: Role }) {
  const connections = useConnections();
  const due = (connections.data?.requests ?? []).filter((request) => request.checkIn !== null);
  if (due.length === 0) return null;
  return (
    <section className="due-check-ins" aria-labelledby="due-check-ins-heading">
      <h2 id="due-check-ins-heading">{uiText.checkInsDueHeading}</h2>
      {due.map((request) => {
        const other = role === 'mentor' ? request.mentee : request.mentor;
        return (
          <CheckInForm
            key={request.id}
            chatId={request.id}
            otherName={other.name}
            inProgramme={request.programme !== null}
          />
        );
      })}
    </section>
  );
}
