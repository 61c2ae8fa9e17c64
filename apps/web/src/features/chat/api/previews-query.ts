import { useQuery } from '@tanstack/react-query';
import type { ChatPreviews } from '@mentorbridge/domain/api/chat';
import { apiRequest } from '../../../lib/api-client.ts';
import { LIVE_QUERY_STALE_MS } from '../../../lib/live-query.ts';

export const previewsQueryKey = ['chat-previews'] as const;

/**
 * The newest message of each chat, for the chat list's preview line; read again whenever the
 * socket says a message came (use-realtime-connection.ts), only while the list is on screen.
 */
export function useChatPreviews(): ChatPreviews['chats'] {
  const query = useQuery({
    queryKey: previewsQueryKey,
    queryFn: () => apiRequest<ChatPreviews>('/chats/previews'),
    staleTime: LIVE_QUERY_STALE_MS,
  });
  return query.data?.chats ?? {};
}
