import { useState } from 'react';
import type { ProgrammePair } from '@mentorbridge/domain/api/programme-matches';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotify } from '../../ui/notices.tsx';
import { useLiftPause } from './api/pairs-queries.ts';
import { ReasonForm } from './reason-form.tsx';

/**
 * A pair a parent or carer paused (decision 060): the badge, and, once the coordinator has looked
 * (reading the chat, talking to the family), `Lift the pause` with what they found, which the
 * parent or carer reads.
 */
export function LiftPauseForm({
  programmeId,
  pair,
  describedBy,
}: {
  programmeId: string;
  pair: ProgrammePair;
  describedBy: string;
}) {
  const notify = useNotify();
  const lift = useLiftPause(programmeId);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (reason: string) =>
    lift.mutate(
      { requestId: pair.requestId, reason },
      {
        onSuccess: () => notify({ kind: 'success', text: uiText.pauseLifted }),
        onError: (error) => setProblem(error.message),
      },
    );

  return (
    <div className="lift-pause">
      <p className="check-in-look">
        <span className="quiet-badge">{uiText.pausedByCaregiverBadge}</span>
        {!open && (
          <button
            type="button"
            className="button secondary"
            aria-describedby={describedBy}
            onClick={() => setOpen(true)}
          >
            {uiText.liftPause}
          </button>
        )}
      </p>
      {open && (
        <ReasonForm
          label={uiText.liftPauseReasonLabel}
          hint={uiText.keptInAuditLogToo}
          submitLabel={uiText.liftPause}
          pending={lift.isPending}
          problem={problem}
          onSubmit={submit}
          onCancel={() => setOpen(false)}
        />
      )}
    </div>
  );
}
