import { useQuery } from '@tanstack/react-query';
import type { okSchema } from '@mentorbridge/domain/api/auth';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export function verifyEmail(token: string) {
  return apiRequest<Answer<typeof okSchema>>('/auth/verify-email', {
    method: 'POST',
    body: { token },
  });
}

/**
 * Uses the link's token once. A query rather than a mutation so that a second render of the page
 * shares the first request instead of spending the one-time token twice.
 */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
