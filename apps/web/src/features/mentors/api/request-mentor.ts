import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRequestBody, createdRequestSchema } from '@mentorbridge/domain/api/connections';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { connectionsQueryKey } from '../../connections/index.ts';

/**
 * Sends a request, with the words of "Add a message (optional)" when there are any. Beside the
 * button that sends it rather than in connections, whose face loads with the first page.
 */
export function requestMentor(body: CreateRequestBody) {
  return apiRequest<Answer<typeof createdRequestSchema>>('/connections', {
    method: 'POST',
    body,
  });
}

/**
 * "Request Mentor*": sends a pending request to a mentor. The outcome is reported through the
 * hook's own callbacks, which run even if the button is gone by then (a live update can re-draw
 * the card before the answer arrives); callbacks given to mutate() would be dropped.
 */
export function useRequestMentor({
  onSuccess,
  onError,
}: {
  onSuccess: (created: Awaited<ReturnType<typeof requestMentor>>) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMentor,
    onSuccess,
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsQueryKey }),
  });
}
