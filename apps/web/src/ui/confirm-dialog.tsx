import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type ReactNode, useState } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';

interface ConfirmDialogProps {
  /** The question, in the product's words ("Reject this mentee request?"). */
  question: string;
  /** The button that confirms, e.g. "Reject". */
  confirmLabel: string;
  onConfirm: () => void;
  /** The button that opens the dialog. */
  children: ReactNode;
}

/**
 * The product's confirmations as an accessible dialog, never window.confirm: focus moves in and
 * back, Escape cancels, and a screen reader reads the question.
 */
export function ConfirmDialog({ question, confirmLabel, onConfirm, children }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>{children}</AlertDialog.Trigger>
      {/* Only while open: a closed dialog's parts slow the view's first paint (decision 048). */}
      {open && (
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="dialog-overlay" />
          <AlertDialog.Content className="dialog">
            <AlertDialog.Title className="dialog-title">{question}</AlertDialog.Title>
            <AlertDialog.Description className="visually-hidden">
              {uiText.confirmDialogHelp({ confirmLabel })}
            </AlertDialog.Description>
            <div className="dialog-actions">
              <AlertDialog.Cancel className="button">{uiText.keepIt}</AlertDialog.Cancel>
              <AlertDialog.Action className="button danger" onClick={onConfirm}>
                {confirmLabel}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      )}
    </AlertDialog.Root>
  );
}
