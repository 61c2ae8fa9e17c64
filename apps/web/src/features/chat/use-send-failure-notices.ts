import { useEffect } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotify } from '../../ui/notices.tsx';
import { outbox } from './outbox.ts';

/**
 * Tells the user when the server refused a message for good, on whatever view they are by then:
 * a send can be refused after they left the chat, and a message must never vanish without a word.
 */
export function useSendFailureNotices(): void {
  const notify = useNotify();
  useEffect(
    () =>
      outbox.onFailed(({ reason }) =>
        notify({
          kind: 'error',
          text: reason === 'image' ? uiText.imageUploadFailed : uiText.sendFailed,
        }),
      ),
    [notify],
  );
}
