import { useQuery } from '@tanstack/react-query';
import type { SuggestionList } from '@mentorbridge/domain/api/mentor-story';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../session/index.ts';
import { mentorReadsKey } from './mentor-reads.ts';

/** The suggestions of an account reading in `language` (undefined before the session is known). */
export const suggestionsKey = (language: Locale | undefined) =>
  [...mentorReadsKey, 'suggestions', language] as const;

/**
 * "Suggested for you", from the mentee's answers. Mentees only: the server refuses a mentor, so
 * only a view shown to mentees may call it. Asked again when the account's language changes,
 * which counts as one the mentee speaks (decision 063).
 */
export function useSuggestions() {
  const language = useSessionUser()?.language;
  return useQuery({
    queryKey: suggestionsKey(language),
    queryFn: () => apiRequest<SuggestionList>('/mentors/suggestions'),
  });
}
