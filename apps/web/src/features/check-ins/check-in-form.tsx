import './check-ins.css';
import { useId, useState, type FormEvent } from 'react';
import { MAX_CHECK_IN_LINE } from '@mentorbridge/domain/check-in-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { FormError } from '../../ui/form-error.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { useAnswerCheckIn } from './api/check-ins.ts';

/** A check-in's scale: 1 is badly, 5 is really well. */
const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * "How is it going with {name}?" in one step on a phone (decision 060): five large numbers to
 * tap, then a line to add if they like, and Send. Who reads the answer is said under it: a
 * programme's coordinators, or nobody else; never the other member.
 */
export function CheckInForm({
  chatId,
  otherName,
  inProgramme,
}: {
  chatId: string;
  otherName: string;
  inProgramme: boolean;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const [line, setLine] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useAnswerCheckIn(chatId);
  const notify = useNotify();
  const headingId = useId();
  const hintId = useId();
  const lineId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Send comes only with a number chosen.
    if (rating === null) return;
    setProblem(null);
    answer.mutate(
      { rating, line },
      {
        onSuccess: () => notify({ kind: 'success', text: uiText.checkInThanks }),
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form className="check-in" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <fieldset className="check-in-scale" aria-describedby={hintId}>
        <legend id={headingId}>{uiText.checkInQuestion({ name: otherName })}</legend>
        <div className="check-in-numbers">
          {RATINGS.map((value) => (
            <label key={value} className="check-in-number">
              <input
                type="radio"
                name={`check-in-${chatId}`}
                value={value}
                checked={rating === value}
                aria-label={uiText.checkInRatingName({ rating: value })}
                onChange={() => setRating(value)}
              />
              <span aria-hidden="true">{value}</span>
            </label>
          ))}
        </div>
        <p id={hintId} className="hint">
          {uiText.checkInHint}{' '}
          {inProgramme
            ? uiText.checkInReadByProgramme({ name: otherName })
            : uiText.checkInReadByNobody}
        </p>
      </fieldset>
      {/* The line and Send come with the first tap, so the chat keeps its room until then. */}
      {rating !== null && (
        <div className="check-in-send">
          <label htmlFor={lineId} className="visually-hidden">
            {uiText.checkInLineLabel}
          </label>
          <input
            id={lineId}
            dir="auto"
            value={line}
            maxLength={MAX_CHECK_IN_LINE}
            placeholder={uiText.checkInLineLabel}
            onChange={(event) => setLine(event.target.value)}
          />
          <button type="submit" className="button primary" disabled={answer.isPending}>
            {uiText.checkInSend}
          </button>
        </div>
      )}
      <FormError problem={problem} />
    </form>
  );
}
