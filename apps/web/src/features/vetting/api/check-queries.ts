import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyCheck, QuizResultBody } from '@mentorbridge/domain/api/vetting';
import { apiRequest } from '../../../lib/api-client.ts';

const myCheckKey = ['vetting', 'mine'] as const;

/** The signed-in mentor's own check: where it stands and whom to write to. */
export function useMyCheck() {
  return useQuery({ queryKey: myCheckKey, queryFn: () => apiRequest<MyCheck>('/mentoring/check') });
}

/** The quiz's answers; a pass records today as the training date, so the panel reads again. */
export function useTakeQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: number[]) =>
      apiRequest<QuizResultBody>('/mentoring/training/quiz', {
        method: 'POST',
        body: { answers },
      }),
    onSuccess: (result) => {
      if (result.passed) void queryClient.invalidateQueries({ queryKey: myCheckKey });
    },
  });
}
