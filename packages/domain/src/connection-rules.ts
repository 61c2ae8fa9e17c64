import type { RequestStatus } from './api/connections.ts';

/**
 * The request lifecycle of docs/product.md (Requests and their states). Every move not listed here
 * is refused, by the server first and by the pages, which only offer the moves that are allowed.
 */

/** The id of a request, and of its chat: mentorId, two underscores, requesterId. */
export function requestIdOf(mentorId: string, requesterId: string): string {
  return `${mentorId}__${requesterId}`;
}

/** The mentor and the mentee a request id names, or undefined when it is not a request id. */
export function partiesOfRequest(
  requestId: string,
): { mentorId: string; menteeId: string } | undefined {
  const [mentorId, menteeId, ...rest] = requestId.split('__');
  if (!mentorId || !menteeId || rest.length > 0) return undefined;
  return { mentorId, menteeId };
}

/** How a request id is shown: its first 6 characters. */
export function shortRequestId(requestId: string): string {
  return requestId.slice(0, 6);
}

/** Who is acting on a request: its mentor, its mentee (the requester), or anyone else. */
export type RequestActor = 'mentor' | 'mentee' | 'stranger';

export type RequestMove = 'accept' | 'reject' | 'cancel' | 'delete';

const allowedMoves: Record<RequestMove, { from: RequestStatus; by: RequestActor[] }> = {
  /** pending -> accepted, by the mentor. */
  accept: { from: 'pending', by: ['mentor'] },
  /** pending -> rejected, by the mentor, after "Reject this mentee request?". */
  reject: { from: 'pending', by: ['mentor'] },
  /** A pending request deleted by its mentee, after "Cancel this pending request?". */
  cancel: { from: 'pending', by: ['mentee'] },
  /** A rejected request deleted by either side. */
  delete: { from: 'rejected', by: ['mentor', 'mentee'] },
};

export function isMoveAllowed(move: RequestMove, status: RequestStatus, actor: RequestActor) {
  const rule = allowedMoves[move];
  return rule.from === status && rule.by.includes(actor);
}

/** The name shown for someone who has not written one yet. */
export function shownName(fullName: string, role: 'mentor' | 'mentee'): string {
  return fullName.trim() || (role === 'mentor' ? 'Unnamed mentor' : 'Unnamed mentee');
}
