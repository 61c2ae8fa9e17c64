import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MentoringSettings, MentoringState } from '@mentorbridge/domain/api/notifications';
import { apiRequest } from '../../../lib/api-client.ts';

const mentoringKey = ['settings', 'mentoring'] as const;

/** How many mentees the mentor takes, whether they paused, and how many they have. */
export function useMentoring() {
  return useQuery({
    queryKey: mentoringKey,
    queryFn: () => apiRequest<MentoringState>('/settings/mentoring'),
  });
}

export function useSaveMentoring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MentoringSettings) =>
      apiRequest<MentoringState>('/settings/mentoring', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(mentoringKey, saved),
  });
}
