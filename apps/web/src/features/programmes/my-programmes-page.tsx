import './programmes.css';
import { type FormEvent, useState } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { sentenceOf } from '../../lib/api-client.ts';
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
  usePageTitle(uiText.programmesTitle);
  const notify = useNotify();
  const user = useSessionUser();
  const mine = useMyProgrammes();
  const join = useJoinProgramme();
  const leave = useLeaveProgramme();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const codeName = user?.role === 'mentor' ? uiText.mentorCode : uiText.classCode;

  const handleJoin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') return;
    join.mutate(code, {
      onSuccess: (joined) => {
        setCode('');
        setProblem(null);
        notify({ kind: 'success', text: sentenceOf(joined) });
      },
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <section>
      <h1>{uiText.programmesTitle}</h1>
      <p>{uiText.myProgrammesIntro}</p>
      <form className="stacked-form join-programme" onSubmit={handleJoin}>
        <TextField
          label={codeName}
          value={code}
          onChange={setCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={uiText.joinCodeHint}
        />
        <FormError problem={problem} />
        <button type="submit" className="button primary" disabled={join.isPending}>
          {uiText.joinWithCode}
        </button>
      </form>
      <h2>{uiText.yourProgrammesHeading}</h2>
      {mine.isPending ? (
        <p role="status">{uiText.loadingYourProgrammes}</p>
      ) : mine.isError ? (
        <p role="alert">{mine.error.message}</p>
      ) : mine.data.programmes.length === 0 ? (
        <p>{uiText.notInAnyProgramme}</p>
      ) : (
        <ul className="membership-list">
          {mine.data.programmes.map((membership) => (
            <li key={membership.programmeId} className="membership">
              <span>
                <strong dir="auto">{membership.programme}</strong>,{' '}
                <span dir="auto">{membership.organisation}</span>
                {membership.status === 'waiting' && (
                  <span className="hint"> {uiText.membershipWaiting}</span>
                )}
              </span>
              <ConfirmDialog
                question={uiText.leaveProgrammeQuestion({ programme: membership.programme })}
                confirmLabel={uiText.leaveProgramme}
                onConfirm={() =>
                  leave.mutate(membership.programmeId, {
                    onError: (error) => notify({ kind: 'error', text: error.message }),
                  })
                }
              >
                <button type="button" className="button secondary">
                  {membership.status === 'waiting' ? uiText.stopWaiting : uiText.leaveProgramme}
                </button>
              </ConfirmDialog>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
