import { onlineManager } from '@tanstack/react-query';
import { unreadQuery } from '../features/chat/index.ts';
import { sessionQuery } from '../features/session/index.ts';
import { nextTask } from '../lib/next-task.ts';
import { queryClient } from './query-client.ts';
import { appRouter } from './router.tsx';
import { AccountMenu } from './account-menu-slot.tsx';
import type { ViewHandle } from './view-handle.ts';

/**
 * Starts what the page at this URL waits for, side by side instead of one after another: the
 * session, the view's code and the view's own reads. Settles, never rejects, once the session
 * and the code are here, so the first render can show the view itself instead of a loading
 * screen that a phone on a slow network would then watch for three round trips (decision 024).
 * A failure is left to the views, which show it and offer a retry.
 */
export async function preloadCurrentView(): Promise<void> {
  const waits: Promise<unknown>[] = [preloadForSession()];
  // The router, the view's reads and the view's code, each in a task of its own: done in one
  // with the session's read, they made one long task on a phone (decision 048).
  await nextTask();
  const matches = appRouter().state.matches.flatMap((match) => {
    // The router types a route's handle as `any`; every handle in router.tsx is a ViewHandle.
    const handle = match.route.handle as ViewHandle | undefined;
    return handle ? [{ handle, params: match.params }] : [];
  });
  await nextTask();
  for (const { handle, params } of matches) handle.startReads?.(params);
  await nextTask();
  for (const { handle } of matches) waits.push(handle.preload());
  await Promise.allSettled(waits);
}

/**
 * The session, then what the top bar shows a signed-in user: its menu's code, and the unread
 * counts, which arriving after the first paint would re-render the whole bar at once. Offline,
 * the read waits for the network, and the app opens without it (app-layout.tsx shows the offline
 * shell meanwhile).
 */
async function preloadForSession(): Promise<void> {
  const session = queryClient.prefetchQuery(sessionQuery);
  if (!onlineManager.isOnline()) return;
  await session;
  if (!queryClient.getQueryData(sessionQuery.queryKey)?.user) return;
  // No retry: a read that fails here is the top bar's to read again.
  await Promise.all([
    AccountMenu.preload(),
    queryClient.prefetchQuery({ ...unreadQuery, retry: false }),
  ]);
}
