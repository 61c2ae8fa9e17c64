import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  MAX_REPORT_DETAILS,
  REPORT_REASONS,
  reportReasonNames,
  type ReportReason,
} from '@mentorbridge/domain/safety/report-reasons';
import { uiText } from '@mentorbridge/domain/ui-text';
import { apiRequest } from '../../lib/api-client.ts';
import { useNotify } from '../../ui/notices.tsx';
import { withElements } from '../../ui/with-elements.tsx';
import { connectionsQueryKey } from '../connections/index.ts';

interface ReportDialogProps {
  reportedUserId: string;
  reportedName: string;
  chatId?: string;
  messageId?: string;
  /** The button's words, e.g. "Report". */
  label: string;
  /** Its name for a screen reader, where the words alone do not say whom. */
  accessibleName?: string;
  className?: string;
}

/**
 * Report a person (decision 019): a reason from a short list and, if they like, a few words. Sent,
 * contact with them pauses until the safeguarding team has looked; they are never told who.
 */
export function ReportDialog({
  reportedUserId,
  reportedName,
  chatId,
  messageId,
  label,
  accessibleName,
  className = 'link-button',
}: ReportDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const detailsId = useId();
  const report = useMutation({
    mutationFn: () =>
      apiRequest('/reports', {
        method: 'POST',
        body: { reportedUserId, chatId, messageId, reason, details },
      }),
    onSuccess: () => {
      setOpen(false);
      setReason(null);
      setDetails('');
      notify({ kind: 'success', text: uiText.reportReceived });
      void queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
    },
    onError: () => notify({ kind: 'error', text: uiText.reportFailed }),
  });
  // Their name in its own direction inside the sentence (an Arabic name on an English page).
  const named = <bdi>{reportedName}</bdi>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) report.mutate();
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={className} aria-label={accessibleName}>
        {label}
      </Dialog.Trigger>
      {/* Only while open (decision 048): a chat has a Report button under each of the other
          person's messages, and a closed dialog's parts would slow the view's first paint. */}
      {open && (
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog report-dialog">
            <Dialog.Title className="dialog-title">
              {withElements(uiText.reportPersonTitle, { name: named })}
            </Dialog.Title>
            <Dialog.Description>
              {withElements(uiText.reportExplained, { name: named })}
            </Dialog.Description>
            <form onSubmit={submit}>
              <fieldset className="report-reasons">
                <legend>{uiText.reportWhatHappened}</legend>
                {REPORT_REASONS.map((option) => (
                  <label key={option} className="radio">
                    <input
                      type="radio"
                      name="reason"
                      value={option}
                      checked={reason === option}
                      onChange={() => setReason(option)}
                    />
                    {uiText[reportReasonNames[option]]}
                  </label>
                ))}
              </fieldset>
              <div className="field">
                <label htmlFor={detailsId}>{uiText.reportDetailsLabel}</label>
                <textarea
                  id={detailsId}
                  dir="auto"
                  value={details}
                  maxLength={MAX_REPORT_DETAILS}
                  rows={3}
                  onChange={(event) => setDetails(event.target.value)}
                />
              </div>
              <div className="dialog-actions">
                <Dialog.Close className="button">{uiText.cancelButton}</Dialog.Close>
                <button
                  type="submit"
                  className="button danger"
                  disabled={!reason || report.isPending}
                >
                  {uiText.sendReport}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}
