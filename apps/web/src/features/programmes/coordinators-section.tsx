import { type FormEvent, useState } from 'react';
import type { Coordinator } from '@mentorbridge/domain/api/programmes';
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
        notify({ kind: 'success', text: `${coordinator.fullName} is a coordinator now.` });
      },
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <section aria-labelledby={`coordinators-${organisationId}`}>
      <h3 id={`coordinators-${organisationId}`}>Coordinators</h3>
      <ul className="coordinator-list">
        {coordinators.map((coordinator) => (
          <li key={coordinator.userId} className="coordinator">
            <span>
              {coordinator.fullName && <strong>{coordinator.fullName} </strong>}
              <span className="coordinator-email">{coordinator.email}</span>
            </span>
            {!last && (
              <ConfirmDialog
                question={`Remove ${coordinator.fullName || coordinator.email} as a coordinator of ${organisationName}?`}
                confirmLabel="Remove"
                onConfirm={() =>
                  remove.mutate(coordinator.userId, {
                    onError: (error) => notify({ kind: 'error', text: error.message }),
                  })
                }
              >
                <button type="button" className="button secondary">
                  {coordinator.userId === userId ? 'Leave' : 'Remove'}
                </button>
              </ConfirmDialog>
            )}
          </li>
        ))}
      </ul>
      <form className="stacked-form add-coordinator" onSubmit={handleAdd}>
        <TextField
          label="Make another adult a coordinator"
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          hint="Their address on MentorBridge: a verified account aged 26 or over."
        />
        <FormError problem={problem} />
        <button type="submit" className="button" disabled={add.isPending}>
          Make coordinator
        </button>
      </form>
    </section>
  );
}
