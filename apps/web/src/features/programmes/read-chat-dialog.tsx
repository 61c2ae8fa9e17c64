import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import type { ProgrammePair } from '@mentorbridge/domain/api/programme-matches';
import { uiText } from '@mentorbridge/domain/ui-text';
import { FormError } from '../../ui/form-error.tsx';
import { useReadPairChat } from './api/pairs-queries.ts';
import { ReadChatMessages } from './read-chat-messages.tsx';
import { ReasonField } from './reason-field.tsx';
import { pairNames } from './pair-names.ts';

/**
 * "Read this chat", for an open pair: a dialog that asks why first, then shows the messages. The
 * reason is written to the audit log before anything is shown; a coordinator whose own check
 * does not count is told so, in the server's words.
 */
export function ReadChatDialog({
  programmeId,
  pair,
  describedBy,
}: {
  programmeId: string;
  pair: ProgrammePair;
  /** The pair's names, so the button says whose chat it opens. */
  describedBy: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="button secondary" aria-describedby={describedBy}>
        {uiText.readThisChat}
      </Dialog.Trigger>
      {/* Only while open (decision 048); each opening asks for its reason again. */}
      {open && (
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog read-chat-dialog">
            <Dialog.Title className="dialog-title">
              {uiText.chatOfPair(pairNames(pair))}
            </Dialog.Title>
            <Dialog.Description>{uiText.readChatDescription}</Dialog.Description>
            <ReadChatSteps programmeId={programmeId} pair={pair} onClose={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}

/** The dialog's two steps: the reason, then the messages it was given for. */
export function ReadChatSteps({
  programmeId,
  pair,
  onClose,
}: {
  programmeId: string;
  pair: ProgrammePair;
  onClose: () => void;
}) {
  const read = useReadPairChat(programmeId, pair.requestId);
  const [reason, setReason] = useState('');

  if (read.isSuccess) {
    return (
      <>
        <ReadChatMessages messages={read.data.messages} />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {uiText.closeReadChat}
          </button>
        </div>
      </>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    read.mutate(reason);
  };
  return (
    <form className="stacked-form" onSubmit={handleSubmit} noValidate>
      <ReasonField
        label={uiText.whyReadChat}
        hint={uiText.whyReadChatHint}
        value={reason}
        onChange={setReason}
      />
      <FormError problem={read.error?.message ?? null} />
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          {uiText.consoleCancel}
        </button>
        <button type="submit" className="button primary" disabled={read.isPending}>
          {uiText.readTheChat}
        </button>
      </div>
    </form>
  );
}
