import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useNotify } from '../../ui/notices.tsx';
import { connectionsQueryKey } from '../connections/index.ts';
import { outbox, type SendFailure } from './outbox.ts';

/** Refusals that mean the chat was paused, or its mentoring ended, after this tab last read it. */
const pausedCodes: readonly string[] = ['chat_waits_for_check', 'chat_frozen', 'chat_ended'];

/**
 * Tells the user when the server refused a message for good, on whatever view they are by then:
 * a send can be refused after they left the chat, and a message must never vanish without a word.
 * A chat paused meanwhile (a check suspended or expired, a report) is said in its own words, and
 * the chat is read again so its notice shows and its composer closes without a reload.
 */
export function useSendFailureNotices(): void {
  const notify = useNotify();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      outbox.onFailed(({ reason, error }: SendFailure) => {
        if (error instanceof ApiRequestError && pausedCodes.includes(error.code)) {
          void queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
          notify({ kind: 'error', text: uiText.sendRefusedPaused({ pause: error.message }) });
          return;
        }
        notify({
          kind: 'error',
          text: reason === 'image' ? uiText.imageUploadFailed : uiText.sendFailed,
        });
      }),
    [notify, queryClient],
  );
}
