import { useQuery } from '@tanstack/react-query';
import { videoServiceSchema } from '@mentorbridge/domain/api/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** The video-meeting service of this installation; it does not change while the app runs. */
export function useVideoService() {
  return useQuery({
    queryKey: ['video-service'],
    queryFn: () => apiRequest('/video-service', { schema: videoServiceSchema }),
    staleTime: Infinity,
  });
}
