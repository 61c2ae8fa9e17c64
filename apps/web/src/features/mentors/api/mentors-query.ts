import { useInfiniteQuery } from '@tanstack/react-query';
import type { mentorPageSchema } from '@mentorbridge/domain/api/mentors';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { type MentorFilters, mentorListSearch } from './mentor-filters.ts';
import { mentorReadsKey } from './mentor-reads.ts';

export function listMentors(filters: MentorFilters, cursor: string | null) {
  return apiRequest<Answer<typeof mentorPageSchema>>(
    `/mentors${mentorListSearch(filters, cursor)}`,
  );
}

/**
 * Verified mentors for a skill search and the filters beside it, a page at a time ("Show more
 * mentors" loads the next). Each set of filters is its own read, so going back to one is instant.
 */
export function useMentors(filters: MentorFilters) {
  return useInfiniteQuery({
    queryKey: [...mentorReadsKey, 'list', filters],
    queryFn: ({ pageParam }) => listMentors(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
