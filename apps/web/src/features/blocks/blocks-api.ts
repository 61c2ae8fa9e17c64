import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blockedListSchema } from '@mentorbridge/domain/api/blocks';
import { apiRequest } from '../../lib/api-client.ts';

const blocksKey = ['blocks'] as const;

export function useBlockedPeople() {
  return useQuery({
    queryKey: blocksKey,
    queryFn: async () => (await apiRequest('/blocks', { schema: blockedListSchema })).blocked,
  });
}

/** Blocks or unblocks someone; what the user sees of others is fetched again after. */
export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: string; block: boolean }) =>
      block
        ? apiRequest('/blocks', { method: 'POST', body: { userId } })
        : apiRequest(`/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
