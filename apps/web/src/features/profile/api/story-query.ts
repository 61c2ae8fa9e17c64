import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MentorStory } from '@mentorbridge/domain/api/mentor-story';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMentorReads } from '../../mentors/index.ts';

const storyKey = ['profile', 'story'] as const;

/** The signed-in mentor's story, as the dashboard's Profile edits it. */
export function useMentorStory() {
  return useQuery({
    queryKey: storyKey,
    queryFn: () => apiRequest<MentorStory>('/profile/story'),
  });
}

/** "Save profile": the directory, the suggestions and the mentor's page read it again after. */
export function useSaveStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (story: MentorStory) =>
      apiRequest<MentorStory>('/profile/story', { method: 'PUT', body: story }),
    onSuccess: (saved) => {
      queryClient.setQueryData(storyKey, saved);
      void refreshMentorReads(queryClient);
    },
  });
}
