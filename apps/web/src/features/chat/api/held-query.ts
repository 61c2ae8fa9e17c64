import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { HeldMessage, heldMessageListSchema } from '@mentorbridge/domain/api/chat';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { LIVE_QUERY_STALE_MS, readAgainIfInFlight } from '../../../lib/live-query.ts';
import { chatQueriesKey } from './messages-query.ts';

export const heldQueryKey = (chatId: string) => [...chatQueriesKey, chatId, 'held'] as const;

/** The user's own messages in a chat held for review, or removed by the safeguarding team. */
export const heldQuery = (chatId: string) =>
  queryOptions({
    queryKey: heldQueryKey(chatId),
    staleTime: LIVE_QUERY_STALE_MS,
    queryFn: async () =>
      (
        await apiRequest<Answer<typeof heldMessageListSchema>>(
          `/chats/${encodeURIComponent(chatId)}/held`,
        )
      ).held,
  });

export function useHeldMessages(chatId: string | undefined) {
  return useQuery({ ...heldQuery(chatId ?? ''), enabled: chatId !== undefined });
}

/** Adds a message the server just held to its chat's list, once. */
export function addHeld(queryClient: QueryClient, held: HeldMessage): void {
  queryClient.setQueryData<HeldMessage[]>(heldQueryKey(held.chatId), (list) =>
    list && !list.some((item) => item.id === held.id) ? [...list, held] : list,
  );
  readAgainIfInFlight(queryClient, heldQueryKey(held.chatId));
}
