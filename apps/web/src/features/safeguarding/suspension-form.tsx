import { useState } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotify } from '../../ui/notices.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSetSuspension } from './api/mentor-checks-queries.ts';

/** Suspends a mentor's record at once, or lifts the suspension: always with a reason. */
export function SuspensionForm({
  mentorId,
  name,
  suspended,
}: {
  mentorId: string;
  name: string;
  suspended: boolean;
}) {
  const notify = useNotify();
  const change = useSetSuspension(mentorId);
  const [reason, setReason] = useState('');
  const act = () => {
    if (!reason.trim()) {
      notify({ kind: 'error', text: uiText.reasonRequired });
      return;
    }
    change.mutate(
      { suspended: !suspended, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          notify({ kind: 'success', text: uiText.doneAndAudited });
        },
        onError: (error) => notify({ kind: 'error', text: error.message }),
      },
    );
  };
  return (
    <div className="suspension-form">
      <TextField
        label={suspended ? uiText.whyLiftSuspension({ name }) : uiText.whySuspendRecord({ name })}
        value={reason}
        onChange={setReason}
        maxLength={1000}
      />
      <button
        type="button"
        className={suspended ? 'button' : 'button danger'}
        disabled={change.isPending}
        onClick={act}
      >
        {suspended ? uiText.liftTheSuspension : uiText.suspendAtOnce}
      </button>
    </div>
  );
}
