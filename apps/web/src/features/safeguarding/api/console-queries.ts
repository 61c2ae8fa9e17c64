import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  auditLogSchema,
  heldForReviewListSchema,
  reportListSchema,
  safetyFlagListSchema,
  userLookupSchema,
} from '@mentorbridge/domain/api/safeguarding';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

const consoleKey = ['safeguarding'] as const;

/**
 * Every fetch of the console is a line in the audit log, so it fetches when the lead opens a
 * tab or acts, not each time the window regains focus.
 */
const auditedQuery = { refetchOnWindowFocus: false } as const;

/** Messages held for review, oldest first. Every fetch is written to the audit log. */
export function useHeldForReview() {
  return useQuery({
    ...auditedQuery,
    queryKey: [...consoleKey, 'held'],
    queryFn: async () =>
      (await apiRequest<Answer<typeof heldForReviewListSchema>>('/safeguarding/held')).held,
  });
}

/**
 * Flagged messages, and how many in chats with children were left out for a lead whose own
 * record does not count (decision 051).
 */
export function useSafetyFlags() {
  return useQuery({
    ...auditedQuery,
    queryKey: [...consoleKey, 'flags'],
    queryFn: () => apiRequest<Answer<typeof safetyFlagListSchema>>('/safeguarding/flags'),
  });
}

export function useAuditLog() {
  return useQuery({
    queryKey: [...consoleKey, 'audit'],
    queryFn: async () =>
      (await apiRequest<Answer<typeof auditLogSchema>>('/safeguarding/audit')).entries,
  });
}

/** Releases or removes a held message, with the reason; the console's lists refresh. */
export function useDecideHeld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      heldId,
      decision,
      reason,
    }: {
      heldId: string;
      decision: 'release' | 'remove';
      reason: string;
    }) =>
      apiRequest(`/safeguarding/held/${encodeURIComponent(heldId)}/${decision}`, {
        method: 'POST',
        body: { reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKey }),
  });
}

/** Open reports, and how many about children were left out for a lead without a record. */
export function useOpenReports() {
  return useQuery({
    ...auditedQuery,
    queryKey: [...consoleKey, 'reports'],
    queryFn: () => apiRequest<Answer<typeof reportListSchema>>('/safeguarding/reports'),
  });
}

/** An account by id or by email; nothing is fetched until one is given. */
export function useUserLookup(where: { id?: string; email?: string }) {
  const path = where.id
    ? `/safeguarding/users/${encodeURIComponent(where.id)}`
    : `/safeguarding/users?email=${encodeURIComponent(where.email ?? '')}`;
  return useQuery({
    ...auditedQuery,
    queryKey: [...consoleKey, 'user', where],
    queryFn: () => apiRequest<Answer<typeof userLookupSchema>>(path),
    enabled: Boolean(where.id || where.email),
    retry: false,
  });
}

type Moderation =
  | { action: 'close'; reportId: string; text: string }
  | { action: 'suspend' | 'lift' | 'warn'; userId: string; text: string };

/** A lead's action on a report or an account; every list of the console refreshes after. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moderation: Moderation) => {
      if (moderation.action === 'close') {
        return apiRequest(
          `/safeguarding/reports/${encodeURIComponent(moderation.reportId)}/close`,
          { method: 'POST', body: { outcome: moderation.text } },
        );
      }
      const body =
        moderation.action === 'warn' ? { message: moderation.text } : { reason: moderation.text };
      return apiRequest(
        `/safeguarding/users/${encodeURIComponent(moderation.userId)}/${moderation.action}`,
        { method: 'POST', body },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKey }),
  });
}
