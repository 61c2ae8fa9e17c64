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
  const inputId = useId();
  const hintId = useId();
  // The hint sits outside the label, so it is read as a description, not as part of the name.
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        {...inputProps}
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? hintId : undefined}
      />
      {hint && (
        <span id={hintId} className="hint">
          {hint}
        </span>
      )}
    </div>
  );
}
