import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { sessionSchema, Session, SessionUser } from '@mentorbridge/domain/api/auth';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export const sessionQueryKey = ['session'] as const;

export function getSession(): Promise<Session> {
  return apiRequest<Answer<typeof sessionSchema>>('/auth/session');
}

/** Who is signed in, as the server says; fetched once, then kept by the socket's events. */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: Infinity,
});

/** The session; the app waits for it before showing any view. */
export function useSession() {
  return useQuery(sessionQuery);
}

/** The signed-in user, or null; only meaningful once the session has loaded. */
export function useSessionUser() {
  return useSession().data?.user ?? null;
}

/**
 * Makes `session` the app's session. Everything cached belonged to the previous user, so it goes:
 * nothing of one account may be shown to the next on a shared computer.
 */
export function replaceSession(queryClient: QueryClient, session: Session): void {
  // The session query stays and is updated in place, so every view watching it re-renders at
  // once, even when nothing else moves (a session ended from another tab or by a lead). Clearing
  // the whole cache instead would leave those views on a query that is no longer there.
  queryClient.setQueryData(sessionQueryKey, session);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

/** Applies a change the server confirmed to the signed-in user, so every view shows it at once. */
export function updateSessionUser(queryClient: QueryClient, change: Partial<SessionUser>): void {
  queryClient.setQueryData<Session>(sessionQueryKey, (session) =>
    session?.user ? { user: { ...session.user, ...change } } : session,
  );
}
