import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  auditLogSchema,
  heldForReviewListSchema,
  safetyFlagListSchema,
} from '@mentorbridge/domain/api/safeguarding';
import { apiRequest } from '../../../lib/api-client.ts';

const consoleKey = ['safeguarding'] as const;

/** Messages held for review, oldest first. Every fetch is written to the audit log. */
export function useHeldForReview() {
  return useQuery({
    queryKey: [...consoleKey, 'held'],
    queryFn: async () =>
      (await apiRequest('/safeguarding/held', { schema: heldForReviewListSchema })).held,
  });
}

export function useSafetyFlags() {
  return useQuery({
    queryKey: [...consoleKey, 'flags'],
    queryFn: async () =>
      (await apiRequest('/safeguarding/flags', { schema: safetyFlagListSchema })).flags,
  });
}

export function useAuditLog() {
  return useQuery({
    queryKey: [...consoleKey, 'audit'],
    queryFn: async () =>
      (await apiRequest('/safeguarding/audit', { schema: auditLogSchema })).entries,
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
