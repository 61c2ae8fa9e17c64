import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache: the views read it, the socket's events and the preloads fill it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});
