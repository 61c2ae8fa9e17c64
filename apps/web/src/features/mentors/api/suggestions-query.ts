import { useQuery } from '@tanstack/react-query';
import type { SuggestionList } from '@mentorbridge/domain/api/mentor-story';
import { apiRequest } from '../../../lib/api-client.ts';
import { mentorReadsKey } from './mentor-reads.ts';

/**
 * "Suggested for you", from the mentee's answers. Mentees only: the server refuses a mentor, so
 * only a view shown to mentees may call it.
 */
export function useSuggestions() {
  return useQuery({
    queryKey: [...mentorReadsKey, 'suggestions'],
    queryFn: () => apiRequest<SuggestionList>('/mentors/suggestions'),
  });
}
