import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { Call, callListSchema } from '@mentorbridge/domain/api/calls';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { LIVE_QUERY_STALE_MS, readAgainIfInFlight } from '../../../lib/live-query.ts';

export const callsQueryKey = ['calls'] as const;

/** The calls going on in the user's chats; kept fresh by the socket's call events. */
export const callsQuery = queryOptions({
  queryKey: callsQueryKey,
  queryFn: async () => (await apiRequest<Answer<typeof callListSchema>>('/calls')).calls,
  staleTime: LIVE_QUERY_STALE_MS,
});

export function useCalls() {
  return useQuery(callsQuery);
}

const noOne: never[] = [];

/** Who is in the call of one chat: an empty list when there is no call. */
export function useCallParticipants(chatId: string): string[] {
  const calls = useCalls();
  return calls.data?.find((call) => call.chatId === chatId)?.participantIds ?? noOne;
}

/** The coordinators in the call of one chat (decision 060), with the names the pair is shown. */
export function useCallCoordinators(chatId: string): Call['coordinators'] {
  const calls = useCalls();
  return calls.data?.find((call) => call.chatId === chatId)?.coordinators ?? noOne;
}

/**
 * Applies a "call changed" event: the chat's call with its new participants, or none. A first
 * read still on its way has nothing to change yet, and is read again as well.
 */
export function applyCallChange(queryClient: QueryClient, changed: Call): void {
  queryClient.setQueryData<Call[]>(callsQueryKey, (calls) => {
    if (!calls) return calls;
    const others = calls.filter((call) => call.chatId !== changed.chatId);
    return changed.participantIds.length > 0 ? [...others, changed] : others;
  });
  readAgainIfInFlight(queryClient, callsQueryKey);
}
