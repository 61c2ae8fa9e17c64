import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { CaregiverPause } from '@mentorbridge/domain/api/caregivers';
import { uiText } from '@mentorbridge/domain/ui-text';
import { apiRequest } from '../../lib/api-client.ts';
import { dateText } from '../../lib/clock-text.ts';
import { FormError } from '../../ui/form-error.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { withElements } from '../../ui/with-elements.tsx';

const pausesKey = ['safeguarding', 'caregiver-pauses'] as const;

/**
 * The mentorings a parent or carer paused outside programmes (decision 060): a lead looks (the
 * Accounts tab reads the chat) and lifts the pause with what they found, which the parent reads.
 */
export function CaregiverPausesTab() {
  const pauses = useQuery({
    queryKey: pausesKey,
    queryFn: () => apiRequest<{ pauses: CaregiverPause[] }>('/safeguarding/caregiver-pauses'),
  });
  if (pauses.isPending) return <p role="status">{uiText.loading}</p>;
  if (pauses.isError) return <p role="alert">{pauses.error.message}</p>;
  if (pauses.data.pauses.length === 0) return <p>{uiText.noParentPauses}</p>;
  return (
    <ul className="review-list">
      {pauses.data.pauses.map((pause) => (
        <PauseCard key={pause.requestId} pause={pause} />
      ))}
    </ul>
  );
}

function PauseCard({ pause }: { pause: CaregiverPause }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const lift = useMutation({
    mutationFn: () =>
      apiRequest(`/safeguarding/caregiver-pauses/${encodeURIComponent(pause.requestId)}/lift`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => {
      notify({ kind: 'success', text: uiText.pauseLifted });
      return queryClient.invalidateQueries({ queryKey: pausesKey });
    },
    onError: (error) => setProblem(error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setProblem(uiText.reopenReasonMissing);
      return;
    }
    lift.mutate();
  };
  return (
    <li className="review-card">
      <p>
        {withElements(
          (values) => uiText.parentPauseLine({ ...values, date: dateText(pause.pausedAt) }),
          {
            child: (
              <strong>
                <span dir="auto">{pause.childName}</span>
              </strong>
            ),
            mentor: (
              <strong>
                <span dir="auto">{pause.mentorName}</span>
              </strong>
            ),
          },
        )}
      </p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={fieldId}>{uiText.liftPauseReasonLabel}</label>
          <textarea
            id={fieldId}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <FormError problem={problem} />
        <button type="submit" className="button primary" disabled={lift.isPending}>
          {uiText.liftPause}
        </button>
      </form>
    </li>
  );
}
