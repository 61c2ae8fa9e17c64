import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { HeldMessage, heldMessageListSchema } from '@mentorbridge/domain/api/chat';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export const heldQueryKey = (chatId: string) => ['chat', chatId, 'held'] as const;

/** The user's own messages in a chat held for review, or removed by the safeguarding team. */
export function useHeldMessages(chatId: string | undefined) {
  return useQuery({
    queryKey: heldQueryKey(chatId ?? ''),
    queryFn: async () =>
      (
        await apiRequest<Answer<typeof heldMessageListSchema>>(
          `/chats/${encodeURIComponent(chatId ?? '')}/held`,
        )
      ).held,
    enabled: chatId !== undefined,
  });
}

/** Adds a message the server just held to its chat's list, once. */
export function addHeld(queryClient: QueryClient, held: HeldMessage): void {
  queryClient.setQueryData<HeldMessage[]>(heldQueryKey(held.chatId), (list) =>
    list && !list.some((item) => item.id === held.id) ? [...list, held] : list,
  );
}
