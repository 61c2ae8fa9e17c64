import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { blockedListSchema } from '@mentorbridge/domain/api/blocks';
import { apiRequest, type Answer } from '../../lib/api-client.ts';

const blocksKey = ['blocks'] as const;

export function useBlockedPeople() {
  return useQuery({
    queryKey: blocksKey,
    queryFn: async () => (await apiRequest<Answer<typeof blockedListSchema>>('/blocks')).blocked,
  });
}

interface BlockChange {
  userId: string;
  name: string;
  block: boolean;
}

/**
 * Blocks or unblocks someone; what the user sees of others is fetched again after. The outcome
 * goes through the hook's callbacks, which run even when the button that asked is gone (a
 * blocked person's card vanishes, live, often before the answer arrives).
 */
export function useBlock({
  onSuccess,
  onError,
}: {
  onSuccess: (change: BlockChange) => void;
  onError: () => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: BlockChange) =>
      block
        ? apiRequest('/blocks', { method: 'POST', body: { userId } })
        : apiRequest(`/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess: (_answer, change) => onSuccess(change),
    onError,
    onSettled: () => queryClient.invalidateQueries(),
  });
}
