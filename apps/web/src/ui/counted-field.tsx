import { useId } from 'react';
import { checkFieldLength } from '@mentorbridge/domain/story-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { FormError } from './form-error.tsx';

interface CountedFieldProps {
  /** The visible label. */
  label: string;
  /**
   * The id of another label that completes its name, when the visible label alone does not say
   * which field ("Note (optional)" of which experience): read after it, so the name still starts
   * with what is seen.
   */
  alsoLabelledBy?: string;
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
  alsoLabelledBy,
  fieldName = label,
  value,
  onChange,
  max,
  rows,
  hint,
}: CountedFieldProps) {
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const countId = useId();
  const count = [...value].length;
  const tooLong = checkFieldLength({ field: fieldName, text: value, max });
  const common = {
    id: inputId,
    value,
    'aria-labelledby': alsoLabelledBy ? `${labelId} ${alsoLabelledBy}` : undefined,
    'aria-describedby': [hint && hintId, countId].filter(Boolean).join(' '),
    'aria-invalid': tooLong ? true : undefined,
  };
  return (
    <div className="field">
      <label id={labelId} htmlFor={inputId}>
        {label}
      </label>
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
        {uiText.characterCount({ count, max })}
      </span>
      <FormError problem={tooLong} />
    </div>
  );
}
