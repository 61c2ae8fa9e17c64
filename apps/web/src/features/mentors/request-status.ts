import type { ConnectionRequest, RequestStatus } from '@mentorbridge/domain/api/connections';
import { useConnections } from '../connections/index.ts';

/**
 * Where the user's request to a mentor stands, as a "Request Mentor*" button shows it: its
 * status, or `ended` for a mentoring that ended less than 14 days ago (decision 060). After
 * that the two may ask each other again, and the button asks.
 */
export type RequestState = RequestStatus | 'ended';

/** Today in the reader's own calendar, as `YYYY-MM-DD`. */
function localToday(): string {
  const now = new Date();
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

export function requestStateOf(request: ConnectionRequest | undefined): RequestState | undefined {
  if (!request) return undefined;
  if (!request.ending) return request.status;
  return localToday() < request.ending.askAgainFrom ? 'ended' : undefined;
}

/**
 * The state of the request the user sent each mentor, by the mentor's id, so every "Request
 * Mentor*" on the page shows it. Kept current by the socket, as the connection views are.
 */
export function useRequestStatusByMentor(): Map<string, RequestState> {
  const connections = useConnections();
  const states = new Map<string, RequestState>();
  for (const request of connections.data?.requests ?? []) {
    const state = requestStateOf(request);
    if (state) states.set(request.mentor.id, state);
  }
  return states;
}
