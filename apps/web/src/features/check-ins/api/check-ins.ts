import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerCheckInBody } from '@mentorbridge/domain/api/check-ins';
import { apiRequest } from '../../../lib/api-client.ts';
import { connectionsQueryKey } from '../../connections/index.ts';

const chatPath = (chatId: string) => `/chats/${encodeURIComponent(chatId)}`;

/** "How is it going?": the answer, after which the connections are read again. */
export function useAnswerCheckIn(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerCheckInBody) =>
      apiRequest(`${chatPath(chatId)}/check-in`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsQueryKey }),
  });
}

/** A pair outside programmes turns its check-ins on or off. */
export function useSwitchCheckIns(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      apiRequest(`${chatPath(chatId)}/check-ins`, { method: 'PUT', body: { on } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsQueryKey }),
  });
}
