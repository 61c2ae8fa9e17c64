import './programmes.css';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useSessionUser } from '../session/index.ts';
import { useJoinProgramme, useLeaveProgramme, useMyProgrammes } from './api/membership-queries.ts';

/**
 * settings/programmes: the school programmes the user is in or waits for, and a code to join
 * one: the class code for pupils, the mentor code for mentors (decision 058).
 */
export default function MyProgrammesPage() {
  usePageTitle('Programmes');
  const notify = useNotify();
  const user = useSessionUser();
  const mine = useMyProgrammes();
  const join = useJoinProgramme();
  const leave = useLeaveProgramme();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const codeName = user?.role === 'mentor' ? 'Mentor code' : 'Class code';

  const handleJoin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') return;
    join.mutate(code, {
      onSuccess: (joined) => {
        setCode('');
        setProblem(null);
        notify({ kind: 'success', text: joined.message });
      },
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <section>
      <h1>Programmes</h1>
      <p>
        A school or youth group may run a mentoring programme on MentorBridge. Join one with the
        code it gave you.
      </p>
      <form className="stacked-form join-programme" onSubmit={handleJoin}>
        <TextField
          label={codeName}
          value={code}
          onChange={setCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="8 letters and numbers, like K7M2 Q9XP."
        />
        <FormError problem={problem} />
        <button type="submit" className="button primary" disabled={join.isPending}>
          Join
        </button>
      </form>
      <h2>Your programmes</h2>
      {mine.isPending ? (
        <p role="status">Loading your programmes...</p>
      ) : mine.isError ? (
        <p role="alert">{mine.error.message}</p>
      ) : mine.data.programmes.length === 0 ? (
        <p>You are not in a programme.</p>
      ) : (
        <ul className="membership-list">
          {mine.data.programmes.map((membership) => (
            <li key={membership.programmeId} className="membership">
              <span>
                <strong>{membership.programme}</strong>, {membership.organisation}
                {membership.status === 'waiting' && (
                  <span className="hint"> A coordinator will look at it soon.</span>
                )}
              </span>
              <ConfirmDialog
                question={`Leave ${membership.programme}?`}
                confirmLabel="Leave"
                onConfirm={() =>
                  leave.mutate(membership.programmeId, {
                    onError: (error) => notify({ kind: 'error', text: error.message }),
                  })
                }
              >
                <button type="button" className="button secondary">
                  {membership.status === 'waiting' ? 'Stop waiting' : 'Leave'}
                </button>
              </ConfirmDialog>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
