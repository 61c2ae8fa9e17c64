import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** The visible label, which is also the field's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line of help under the field, read out with it. */
  hint?: string;
}

/** A labelled input: every form field has a visible label and its hint tied to it. */
export function TextField({ label, value, onChange, hint, ...inputProps }: TextFieldProps) {
  const hintId = useId();
  return (
    <label className="field">
      {label}
      <input
        {...inputProps}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? hintId : undefined}
      />
      {hint && (
        <span id={hintId} className="hint">
          {hint}
        </span>
      )}
    </label>
  );
}
