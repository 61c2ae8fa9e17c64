import { useInfiniteQuery } from '@tanstack/react-query';
import type { mentorPageSchema } from '@mentorbridge/domain/api/mentors';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export function listMentors(skill: string, cursor: string | null) {
  const query = new URLSearchParams();
  if (skill) query.set('skill', skill);
  if (cursor) query.set('cursor', cursor);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return apiRequest<Answer<typeof mentorPageSchema>>(`/mentors${search}`);
}

/** Verified mentors for a skill search, a page at a time ("Show more mentors" loads the next). */
export function useMentors(skill: string) {
  return useInfiniteQuery({
    queryKey: ['mentors', skill],
    queryFn: ({ pageParam }) => listMentors(skill, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
