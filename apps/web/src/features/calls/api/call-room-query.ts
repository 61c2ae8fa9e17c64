import { queryOptions } from '@tanstack/react-query';
import type { callRoomSchema } from '@mentorbridge/domain/api/calls';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export const callRoomQueryKey = (chatId: string) => ['call-room', chatId] as const;

/**
 * The meeting of the chat's call, asked of the server each time (decision 049): its name holds
 * the call's secret, so it is never in the page's address, and its token lasts a few minutes.
 * A refusal (the chat is paused) is the answer, not a failure to try again. Forgotten as soon as
 * the meeting closes: opening it again ("Rejoin Call") asks again, for a token not yet run out.
 */
export const callRoomQuery = (chatId: string) =>
  queryOptions({
    queryKey: callRoomQueryKey(chatId),
    queryFn: () =>
      apiRequest<Answer<typeof callRoomSchema>>(`/chats/${encodeURIComponent(chatId)}/call-room`, {
        method: 'POST',
      }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
