import { onlineManager } from '@tanstack/react-query';
import { sessionQuery } from '../features/session/api/get-session.ts';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';
import { AccountMenu } from './top-bar.tsx';
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
  for (const match of router.state.matches) {
    // The router types a route's handle as `any`; every handle in router.tsx is a ViewHandle.
    const handle = match.route.handle as ViewHandle | undefined;
    if (handle) waits.push(handle.preload(match.params));
  }
  await Promise.allSettled(waits);
}

/**
 * The session, then what the top bar shows a signed-in user. Offline, the read waits for the
 * network, and the app opens without it (app-layout.tsx shows the offline shell meanwhile).
 */
async function preloadForSession(): Promise<void> {
  const session = queryClient.prefetchQuery(sessionQuery);
  if (!onlineManager.isOnline()) return;
  await session;
  if (queryClient.getQueryData(sessionQuery.queryKey)?.user) await AccountMenu.preload();
}
