import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdRequestSchema } from '@mentorbridge/domain/api/connections';
import { apiRequest } from '../../../lib/api-client.ts';
import { connectionsQueryKey } from './connections-query.ts';

export function requestMentor(mentorId: string) {
  return apiRequest('/connections', {
    method: 'POST',
    body: { mentorId },
    schema: createdRequestSchema,
  });
}

/** "Request Mentor*": sends a pending request to a mentor. */
export function useRequestMentor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMentor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsQueryKey }),
  });
}
