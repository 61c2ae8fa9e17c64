import { useNavigate } from 'react-router';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { useBlock } from './blocks-api.ts';

/**
 * "Block": after a confirmation, the two no longer see each other in the directory, requests
 * or chat, until the user lifts it in Settings. Leaves the chat of that person if it was open.
 */
export function BlockButton({
  userId,
  name,
  leaveTo,
}: {
  userId: string;
  name: string;
  /** Where to go once blocked, when the current page showed that person (their chat). */
  leaveTo?: string;
}) {
  const notify = useNotify();
  const navigate = useNavigate();
  const block = useBlock({
    onSuccess: () => {
      notify({ kind: 'success', text: uiText.blocked({ name }) });
      if (leaveTo) void navigate(leaveTo);
    },
    onError: () => notify({ kind: 'error', text: uiText.blockFailed }),
  });
  return (
    <ConfirmDialog
      question={uiText.confirmBlock({ name })}
      confirmLabel={uiText.blockButton}
      onConfirm={() => block.mutate({ userId, name, block: true })}
    >
      <button type="button" className="link-button" aria-label={uiText.blockName({ name })}>
        {uiText.blockButton}
      </button>
    </ConfirmDialog>
  );
}
