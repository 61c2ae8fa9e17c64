import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { exitQuestions, MAX_EXIT_LINE } from '@mentorbridge/domain/ending-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { FormError } from '../../ui/form-error.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useAnswerExitQuestions } from './api/endings.ts';

/** How much the mentoring helped: 1 is not at all, 5 is a lot. */
const SCALE = [1, 2, 3, 4, 5] as const;

/**
 * The three exit questions of an ended mentoring, where the chat's composer was: a short line
 * and a button, so the chat above stays readable on a phone; the questions open in a dialog (how
 * much it helped, 1 to 5, and two optional lines). Answered once; then a thank-you.
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
  const [open, setOpen] = useState(false);
  if (answered) return <p className="hint exit-bar">{uiText.exitThanks}</p>;
  return (
    <div className="exit-bar">
      <p>{uiText.exitHeading}</p>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="button primary">{uiText.exitAnswer}</Dialog.Trigger>
        {open && (
          <Dialog.Portal>
            <Dialog.Overlay className="dialog-overlay" />
            <Dialog.Content className="dialog">
              <Dialog.Title className="dialog-title">{uiText.exitHeading}</Dialog.Title>
              <Dialog.Description>
                {inProgramme ? uiText.exitIntroProgramme : uiText.exitIntroAlone}
              </Dialog.Description>
              <ExitForm chatId={chatId} onAnswered={() => setOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        )}
      </Dialog.Root>
    </div>
  );
}

function ExitForm({ chatId, onAnswered }: { chatId: string; onAnswered: () => void }) {
  const [helped, setHelped] = useState<number | null>(null);
  const [bestPart, setBestPart] = useState('');
  const [better, setBetter] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useAnswerExitQuestions(chatId);
  const notify = useNotify();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (helped === null) {
      setProblem(uiText.exitHelpedMissing);
      return;
    }
    setProblem(null);
    answer.mutate(
      { helped, bestPart, better },
      {
        onSuccess: () => {
          onAnswered();
          notify({ kind: 'success', text: uiText.exitThanks });
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="report-reasons">
        <legend>{uiText[exitQuestions.helped]}</legend>
        {SCALE.map((value) => (
          <label key={value} className="radio">
            <input
              type="radio"
              name="helped"
              value={value}
              checked={helped === value}
              onChange={() => setHelped(value)}
            />
            {uiText.helpedScaleLabel({ rating: value })}
          </label>
        ))}
      </fieldset>
      <TextField
        label={uiText[exitQuestions.bestPart]}
        dir="auto"
        value={bestPart}
        onChange={setBestPart}
        maxLength={MAX_EXIT_LINE}
      />
      <TextField
        label={uiText[exitQuestions.better]}
        dir="auto"
        value={better}
        onChange={setBetter}
        maxLength={MAX_EXIT_LINE}
      />
      <FormError problem={problem} />
      <div className="dialog-actions">
        <Dialog.Close className="button">{uiText.exitLater}</Dialog.Close>
        <button type="submit" className="button primary" disabled={answer.isPending}>
          {uiText.exitSave}
        </button>
      </div>
    </form>
  );
}
