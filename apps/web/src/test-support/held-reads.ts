import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';

/**
 * A read the server answers at once, as it stands then, while the answer reaches the tab only
 * when the test lets it land: the order a socket event and a slow HTTP answer can arrive in.
 */
export function heldReads<T>(initially: T) {
  const pending: (() => void)[] = [];
  let serverHas = initially;
  return {
    read: () =>
      new Promise<T>((resolve) => {
        const answer = serverHas;
        pending.push(() => resolve(answer));
      }),
    serverNowHas(value: T) {
      serverHas = value;
    },
    /** Lets every answer land, in the order asked, with those the landings start. */
    async landAll() {
      while (pending.length > 0) {
        pending.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
    get waiting() {
      return pending.length;
    },
  };
}

/** A query client with a mounted view watching one read, as a page does; returns its stop. */
export function watchedQuery<T>(queryKey: QueryKey, read: () => Promise<T>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const stopWatching = new QueryObserver(queryClient, { queryKey, queryFn: read }).subscribe(
    () => {},
  );
  return {
    queryClient,
    stop() {
      stopWatching();
      queryClient.clear();
    },
  };
}
