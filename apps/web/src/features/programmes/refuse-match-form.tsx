import { type FormEvent, useState } from 'react';
import type { ProgrammePair } from '@mentorbridge/domain/api/programme-matches';
import { uiText } from '@mentorbridge/domain/ui-text';
import { FormError } from '../../ui/form-error.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { useRefuseMatch } from './api/pairs-queries.ts';
import { ReasonField } from './reason-field.tsx';
import { pairNames } from './pair-names.ts';

/**
 * Say no to a match that waits for a coordinator. The reason is asked first: the pupil and the
 * mentor read it, and a blank one is refused here as the server would refuse it.
 */
export function RefuseMatchForm({
  programmeId,
  pair,
  onCancel,
}: {
  programmeId: string;
  pair: ProgrammePair;
  onCancel: () => void;
}) {
  const notify = useNotify();
  const refuse = useRefuseMatch(programmeId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refuse.mutate(
      { requestId: pair.requestId, reason },
      {
        onSuccess: () =>
          notify({
            kind: 'success',
            text: uiText.refusedMatch(pairNames(pair)),
          }),
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form className="stacked-form" onSubmit={handleSubmit} noValidate>
      <ReasonField
        label={uiText.whyNotPair(pairNames(pair))}
        hint={uiText.refusalHint}
        value={reason}
        onChange={setReason}
      />
      <FormError problem={problem} />
      <div className="button-row">
        <button type="submit" className="button danger" disabled={refuse.isPending}>
          {uiText.sayNo}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {uiText.consoleCancel}
        </button>
      </div>
    </form>
  );
}
