import { queryOptions, useQuery } from '@tanstack/react-query';
import type { unreadCountsSchema } from '@mentorbridge/domain/api/notifications';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { LIVE_QUERY_STALE_MS } from '../../../lib/live-query.ts';

export const unreadQueryKey = ['unread'] as const;

const noneUnread: Answer<typeof unreadCountsSchema> = { chats: {}, total: 0 };

/**
 * How many messages the user has not seen, by chat and in total; read again whenever the socket
 * says a message came or was seen (use-realtime-connection.ts).
 */
export const unreadQuery = queryOptions({
  queryKey: unreadQueryKey,
  queryFn: () => apiRequest<Answer<typeof unreadCountsSchema>>('/chats/unread'),
  staleTime: LIVE_QUERY_STALE_MS,
});

/** The unread counts of `unreadQuery`; nothing while signed out. */
export function useUnreadCounts(signedIn: boolean): Answer<typeof unreadCountsSchema> {
  const query = useQuery({ ...unreadQuery, enabled: signedIn });
  return (signedIn && query.data) || noneUnread;
}
