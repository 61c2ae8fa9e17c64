import { onlineManager, QueryClient } from '@tanstack/react-query';
import { recheckOnlineRegularly } from './online-recheck.ts';

/** The app's one query cache: the views read it, the socket's events and the preloads fill it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

// TanStack Query counts itself online until the browser says otherwise by an event; an app
// opened without a network (installed, offline) knows from the start, and its reads wait.
onlineManager.setOnline(navigator.onLine);
recheckOnlineRegularly();
