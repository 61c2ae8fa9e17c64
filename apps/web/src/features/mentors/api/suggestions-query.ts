import { useQuery } from '@tanstack/react-query';
import type { SuggestionList } from '@mentorbridge/domain/api/mentor-story';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../session/index.ts';
import { mentorReadsKey } from './mentor-reads.ts';

/**
 * "Suggested for you", from the mentee's answers. Mentees only: the server refuses a mentor, so
 * only a view shown to mentees may call it. Asked again when the account's language changes,
 * which counts as one the mentee speaks (decision 063).
 */
export function useSuggestions() {
  const language = useSessionUser()?.language;
  return useQuery({
    queryKey: [...mentorReadsKey, 'suggestions', language],
    queryFn: () => apiRequest<SuggestionList>('/mentors/suggestions'),
  });
}
