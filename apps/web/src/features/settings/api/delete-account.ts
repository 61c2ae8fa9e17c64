import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@mentorbridge/domain/api/account';
import type { okSchema } from '@mentorbridge/domain/api/auth';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { replaceSession } from '../../session/index.ts';

export function deleteAccount(body: DeleteAccountBody) {
  return apiRequest<Answer<typeof okSchema>>('/account', { method: 'DELETE', body });
}

/** Deletes the account; the app is signed out and forgets everything it held for it. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => replaceSession(queryClient, { user: null }),
  });
}
