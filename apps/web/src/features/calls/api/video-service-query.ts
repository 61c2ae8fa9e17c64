import { useQuery } from '@tanstack/react-query';
import type { videoServiceSchema } from '@mentorbridge/domain/api/calls';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

/** The video-meeting service of this installation; it does not change while the app runs. */
export function useVideoService() {
  return useQuery({
    queryKey: ['video-service'],
    queryFn: () => apiRequest<Answer<typeof videoServiceSchema>>('/video-service'),
    staleTime: Infinity,
  });
}
