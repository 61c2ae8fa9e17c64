import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { MAX_MESSAGE_LENGTH } from '@mentorbridge/domain/chat-rules';
import {
  ENDING_REASONS,
  endingReasonMessages,
  type EndingReason,
  WORRIED,
} from '@mentorbridge/domain/ending-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { FormError } from '../../ui/form-error.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { useEndMentoring } from './api/endings.ts';

/**
 * `End our mentoring` (decision 060): why, from a short list, and a goodbye if they like, which
 * is the chat's last message. Nothing is deleted; the chat stays to read.
 */
export function EndMentoringDialog({ chatId, otherName }: { chatId: string; otherName: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<EndingReason | null>(null);
  const [goodbye, setGoodbye] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const notify = useNotify();
  const end = useEndMentoring(chatId);
  const goodbyeId = useId();
  const goodbyeHintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem(uiText.endReasonMissing);
      return;
    }
    setProblem(null);
    end.mutate(
      { reason, goodbye },
      {
        onSuccess: () => {
          setOpen(false);
          notify({ kind: 'success', text: uiText.mentoringEnded });
        },
        onError: (error) => setProblem(error.message || uiText.endFailed),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="link-button">{uiText.endMentoring}</Dialog.Trigger>
      {open && (
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog end-mentoring-dialog">
            <Dialog.Title className="dialog-title">{uiText.endDialogTitle}</Dialog.Title>
            <Dialog.Description>{uiText.endDialogIntro}</Dialog.Description>
            <form onSubmit={submit} noValidate>
              <fieldset className="report-reasons">
                <legend>{uiText.endReasonLegend}</legend>
                {ENDING_REASONS.map((option) => (
                  <label key={option} className="radio">
                    <input
                      type="radio"
                      name="ending-reason"
                      value={option}
                      checked={reason === option}
                      onChange={() => setReason(option)}
                    />
                    {uiText[endingReasonMessages[option]]}
                  </label>
                ))}
              </fieldset>
              {reason === WORRIED && <p className="hint">{uiText.worriedHint}</p>}
              <div className="field">
                <label htmlFor={goodbyeId}>{uiText.goodbyeLabel}</label>
                <textarea
                  id={goodbyeId}
                  value={goodbye}
                  maxLength={MAX_MESSAGE_LENGTH}
                  rows={3}
                  dir="auto"
                  aria-describedby={goodbyeHintId}
                  placeholder={uiText.goodbyePlaceholder({ name: otherName })}
                  onChange={(event) => setGoodbye(event.target.value)}
                />
                <span id={goodbyeHintId} className="hint">
                  {uiText.goodbyeHint}
                </span>
              </div>
              <FormError problem={problem} />
              <div className="dialog-actions">
                <Dialog.Close className="button">{uiText.endDialogCancel}</Dialog.Close>
                <button type="submit" className="button danger" disabled={end.isPending}>
                  {end.isPending ? uiText.endingInProgress : uiText.endMentoring}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}
