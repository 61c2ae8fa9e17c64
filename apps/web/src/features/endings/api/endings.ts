import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndMentoringBody, ExitAnswersBody } from '@mentorbridge/domain/api/endings';
import { apiRequest } from '../../../lib/api-client.ts';
import { connectionsQueryKey } from '../../connections/index.ts';

const chatPath = (chatId: string) => `/chats/${encodeURIComponent(chatId)}`;

/** `End our mentoring`: the connections are read again, and the chat turns read only. */
export function useEndMentoring(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndMentoringBody) =>
      apiRequest(`${chatPath(chatId)}/ending`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsQueryKey }),
  });
}

/** The exit questions' answers, once. */
export function useAnswerExitQuestions(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExitAnswersBody) =>
      apiRequest(`${chatPath(chatId)}/exit-answers`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsQueryKey }),
  });
}
