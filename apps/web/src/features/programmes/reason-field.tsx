import { useId } from 'react';

/**
 * A coordinator's reason, asked before a decision or a read and kept in the audit log: a
 * labelled textarea with its hint, focused as it appears so a keyboard user is already there.
 */
export function ReasonField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  /** Who reads the reason, under the field. */
  hint: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const fieldId = useId();
  const hintId = useId();
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        id={fieldId}
        rows={3}
        value={value}
        aria-describedby={hintId}
        // It appears because the coordinator just asked for it: Say no, or Read this chat.
        autoFocus
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={hintId} className="hint">
        {hint}
      </span>
    </div>
  );
}
