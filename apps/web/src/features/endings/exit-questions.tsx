import { useId, useState, type FormEvent } from 'react';
import { exitQuestions, MAX_EXIT_LINE } from '@mentorbridge/domain/ending-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { FormError } from '../../ui/form-error.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useAnswerExitQuestions } from './api/endings.ts';

/**
 * The three exit questions of an ended mentoring, in the chat where its composer was: how much it
 * helped, 1 to 5, and two optional lines. Answered once; then a thank-you.
 */
export function ExitQuestions({
  chatId,
  answered,
  inProgramme,
}: {
  chatId: string;
  answered: boolean;
  inProgramme: boolean;
}) {
  const [helped, setHelped] = useState<number | null>(null);
  const [bestPart, setBestPart] = useState('');
  const [better, setBetter] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useAnswerExitQuestions(chatId);
  const headingId = useId();

  if (answered) return <p className="hint exit-thanks">{uiText.exitThanks}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (helped === null) {
      setProblem(uiText.exitHelpedMissing);
      return;
    }
    setProblem(null);
    answer.mutate({ helped, bestPart, better }, { onError: (error) => setProblem(error.message) });
  };

  return (
    <section className="exit-questions" aria-labelledby={headingId}>
      <h3 id={headingId}>{uiText.exitHeading}</h3>
      <p className="hint">{inProgramme ? uiText.exitIntroProgramme : uiText.exitIntroAlone}</p>
      <form onSubmit={submit} noValidate>
        <fieldset className="exit-scale">
          <legend>{exitQuestions.helped}</legend>
          {uiText.helpedScale.map((label, index) => (
            <label key={label} className="radio">
              <input
                type="radio"
                name="helped"
                value={index + 1}
                checked={helped === index + 1}
                onChange={() => setHelped(index + 1)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <TextField
          label={exitQuestions.bestPart}
          value={bestPart}
          onChange={setBestPart}
          maxLength={MAX_EXIT_LINE}
        />
        <TextField
          label={exitQuestions.better}
          value={better}
          onChange={setBetter}
          maxLength={MAX_EXIT_LINE}
        />
        <FormError problem={problem} />
        <button type="submit" className="button primary" disabled={answer.isPending}>
          {uiText.exitSave}
        </button>
      </form>
    </section>
  );
}
