import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenteeAnswers, MyAnswers } from '@mentorbridge/domain/api/mentor-story';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMentorReads } from '../../mentors/index.ts';

const answersKey = ['profile', 'answers'] as const;

/** The signed-in mentee's answers under "Find my mentor"; null before they first save them. */
export function useMyAnswers() {
  return useQuery({
    queryKey: answersKey,
    queryFn: () => apiRequest<MyAnswers>('/profile/answers'),
  });
}

/** "Save my answers": "Suggested for you" is read again after, as it follows the answers. */
export function useSaveAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: MenteeAnswers) =>
      apiRequest<MyAnswers>('/profile/answers', { method: 'PUT', body: answers }),
    onSuccess: (saved) => {
      queryClient.setQueryData(answersKey, saved);
      void refreshMentorReads(queryClient);
    },
  });
}
