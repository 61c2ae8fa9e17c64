import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@mentorbridge/domain/api/account';
import { okSchema } from '@mentorbridge/domain/api/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceSession } from '../../session/api/get-session.ts';

export function deleteAccount(body: DeleteAccountBody) {
  return apiRequest('/account', { method: 'DELETE', body, schema: okSchema });
}

/** Deletes the account; the app is signed out and forgets everything it held for it. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => replaceSession(queryClient, { user: null }),
  });
}
