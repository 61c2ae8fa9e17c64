import { queryOptions, useQuery } from '@tanstack/react-query';
import type { connectionListSchema } from '@mentorbridge/domain/api/connections';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { LIVE_QUERY_STALE_MS } from '../../../lib/live-query.ts';

export const connectionsQueryKey = ['connections'] as const;

export function listConnections() {
  return apiRequest<Answer<typeof connectionListSchema>>('/connections');
}

/** Every request the signed-in user is part of; kept fresh by the socket's events. */
export const connectionsQuery = queryOptions({
  queryKey: connectionsQueryKey,
  queryFn: listConnections,
  staleTime: LIVE_QUERY_STALE_MS,
});

export function useConnections() {
  return useQuery(connectionsQuery);
}
