import { useId } from 'react';
import { checkFieldLength } from '@mentorbridge/domain/story-rules';
import { FormError } from './form-error.tsx';

interface CountedFieldProps {
  /** The visible label. */
  label: string;
  /** Its name for a screen reader, when the visible label alone does not say which field. */
  accessibleName?: string;
  /** Its name in the rules' sentence when too long ("Message can be…"); the label otherwise. */
  fieldName?: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters it takes. */
  max: number;
  /** A textarea of this many rows; a one-line input without. */
  rows?: number;
  /** A line of help under the field, read out with it. */
  hint?: string;
}

/**
 * A labelled text field with a count of its characters against its limit. It lets a reader type
 * or paste past the limit rather than silently cutting their words, and then says what is wrong,
 * in the same sentence the server would answer with; counted as the rules count (code points).
 */
export function CountedField({
  label,
  accessibleName,
  fieldName = label,
  value,
  onChange,
  max,
  rows,
  hint,
}: CountedFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const countId = useId();
  const count = [...value].length;
  const tooLong = checkFieldLength({ field: fieldName, text: value, max });
  const common = {
    id: inputId,
    value,
    'aria-label': accessibleName,
    'aria-describedby': [hint && hintId, countId].filter(Boolean).join(' '),
    'aria-invalid': tooLong ? true : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <span id={hintId} className="hint">
          {hint}
        </span>
      )}
      <span id={countId} className={tooLong ? 'character-count over' : 'character-count'}>
        {count} of {max} characters
      </span>
      <FormError problem={tooLong} />
    </div>
  );
}
