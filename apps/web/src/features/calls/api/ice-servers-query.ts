import { queryOptions } from '@tanstack/react-query';
import type { iceConfigSchema } from '@mentorbridge/domain/api/call-signals';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export const iceServersQueryKey = (chatId: string) => ['ice-servers', chatId] as const;

/**
 * The STUN and TURN servers of the chat's in-app call, asked for on each joining (decision 059):
 * the server checks the chat as it checks a message, and a TURN password lasts two hours, so
 * none is kept past the call. A refusal (the chat is paused) is the answer, not a failure to try
 * again.
 */
export const iceServersQuery = (chatId: string) =>
  queryOptions({
    queryKey: iceServersQueryKey(chatId),
    queryFn: () =>
      apiRequest<Answer<typeof iceConfigSchema>>(
        `/chats/${encodeURIComponent(chatId)}/ice-servers`,
      ),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
