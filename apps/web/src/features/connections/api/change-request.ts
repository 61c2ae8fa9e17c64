import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { connectionsQueryKey } from './connections-query.ts';

/** What a user can do to a request: a mentor accepts or rejects; either side removes. */
export type RequestChange = 'accept' | 'reject' | 'remove';

export function changeRequest({ requestId, change }: { requestId: string; change: RequestChange }) {
  const path = `/connections/${encodeURIComponent(requestId)}`;
  return change === 'remove'
    ? apiRequest(path, { method: 'DELETE' })
    : apiRequest(`${path}/${change}`, { method: 'POST' });
}

/** Accept, reject, cancel or delete a request; the lists refresh when the server confirms. */
export function useChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsQueryKey }),
  });
}
