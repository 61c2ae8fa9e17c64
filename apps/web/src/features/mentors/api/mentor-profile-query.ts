import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorProfile } from '@mentorbridge/domain/api/mentor-story';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { mentorReadsKey } from './mentor-reads.ts';

/** A mentor's page (/mentors/:mentorId); the route starts it with the page's code. */
export const mentorProfileQuery = (mentorId: string) =>
  queryOptions({
    queryKey: [...mentorReadsKey, 'profile', mentorId],
    queryFn: () => apiRequest<MentorProfile>(`/mentors/${encodeURIComponent(mentorId)}`),
    // Once, as every read (query-client.ts); but a mentor who is not there, or not visible to
    // this user, stays so, and asking again would only keep the page loading longer.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiRequestError && error.code === 'not_found'),
  });

export function useMentorProfile(mentorId: string) {
  return useQuery(mentorProfileQuery(mentorId));
}
