import { uiText } from '@mentorbridge/domain/ui-text';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../ui/form-error.tsx';
import { ReasonField } from './reason-field.tsx';

/**
 * A coordinator's step that needs a reason first (decision 060: reopening a match, lifting a
 * parent's pause): the reason, what went wrong if anything, the step's button and Cancel.
 */
export function ReasonForm({
  label,
  hint,
  submitLabel,
  pending,
  problem,
  onSubmit,
  onCancel,
}: {
  label: string;
  hint: string;
  submitLabel: string;
  pending: boolean;
  problem: string | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(reason);
  };
  return (
    <form className="stacked-form" onSubmit={submit} noValidate>
      <ReasonField label={label} hint={hint} value={reason} onChange={setReason} />
      <FormError problem={problem} />
      <div className="button-row">
        <button type="submit" className="button primary" disabled={pending}>
          {submitLabel}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {uiText.consoleCancel}
        </button>
      </div>
    </form>
  );
}
