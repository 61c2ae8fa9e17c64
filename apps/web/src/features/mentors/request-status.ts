import type { RequestStatus } from '@mentorbridge/domain/api/connections';
import { useConnections } from '../connections/index.ts';

/**
 * The state of the request the user sent each mentor, by the mentor's id, so every "Request
 * Mentor*" on the page shows it. Kept current by the socket, as the connection views are.
 */
export function useRequestStatusByMentor(): Map<string, RequestStatus> {
  const connections = useConnections();
  return new Map(
    (connections.data?.requests ?? []).map((request) => [request.mentor.id, request.status]),
  );
}
