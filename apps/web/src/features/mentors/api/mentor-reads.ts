import type { QueryClient } from '@tanstack/react-query';

/**
 * Every read about mentors starts with this key: the directory's pages, "Suggested for you" and
 * each mentor's page. A saved story changes what all of them show, and saved answers change the
 * suggestions, so one invalidation of this key brings them all up to date.
 */
export const mentorReadsKey = ['mentors'] as const;

export function refreshMentorReads(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: mentorReadsKey });
}
