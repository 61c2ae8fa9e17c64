import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceSession } from './get-session.ts';

export function logOut(): Promise<void> {
  return apiRequest('/auth/log-out', { method: 'POST' });
}

/** Ends the server session and forgets everything cached for that user. */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => replaceSession(queryClient, { user: null }),
  });
}
