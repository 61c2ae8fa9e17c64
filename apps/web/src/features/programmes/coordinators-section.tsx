import { type FormEvent, useState } from 'react';
import type { Coordinator } from '@mentorbridge/domain/api/programmes';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useAddCoordinator, useRemoveCoordinator } from './api/programmes-queries.ts';

interface CoordinatorsSectionProps {
  organisationId: string;
  organisationName: string;
  coordinators: Coordinator[];
  /** The signed-in coordinator, who may remove themselves while another remains. */
  userId: string;
}

/** Who runs the organisation's programmes: another adult is made one by address. */
export function CoordinatorsSection({
  organisationId,
  organisationName,
  coordinators,
  userId,
}: CoordinatorsSectionProps) {
  const notify = useNotify();
  const add = useAddCoordinator(organisationId);
  const remove = useRemoveCoordinator(organisationId);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const last = coordinators.length === 1;

  const handleAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() === '') return;
    add.mutate(email.trim(), {
      onSuccess: (coordinator) => {
        setEmail('');
        setProblem(null);
        notify({ kind: 'success', text: uiText.coordinatorAdded({ name: coordinator.fullName }) });
      },
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <section aria-labelledby={`coordinators-${organisationId}`}>
      <h3 id={`coordinators-${organisationId}`}>{uiText.coordinatorsHeading}</h3>
      <ul className="coordinator-list">
        {coordinators.map((coordinator) => (
          <li key={coordinator.userId} className="coordinator">
            <span>
              {coordinator.fullName && <strong dir="auto">{coordinator.fullName} </strong>}
              <span className="coordinator-email">{coordinator.email}</span>
            </span>
            {!last && (
              <ConfirmDialog
                question={uiText.removeCoordinatorQuestion({
                  name: coordinator.fullName || coordinator.email,
                  organisation: organisationName,
                })}
                confirmLabel={uiText.removeCoordinator}
                onConfirm={() =>
                  remove.mutate(coordinator.userId, {
                    onError: (error) => notify({ kind: 'error', text: error.message }),
                  })
                }
              >
                <button type="button" className="button secondary">
                  {coordinator.userId === userId
                    ? uiText.leaveCoordinators
                    : uiText.removeCoordinator}
                </button>
              </ConfirmDialog>
            )}
          </li>
        ))}
      </ul>
      <form className="stacked-form add-coordinator" onSubmit={handleAdd}>
        <TextField
          label={uiText.addCoordinatorLabel}
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          hint={uiText.addCoordinatorHint}
        />
        <FormError problem={problem} />
        <button type="submit" className="button" disabled={add.isPending}>
          {uiText.makeCoordinator}
        </button>
      </form>
    </section>
  );
}
