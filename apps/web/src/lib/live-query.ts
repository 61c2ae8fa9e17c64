import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * How long a read that the socket keeps current counts as fresh: a view that mounts within this
 * of the last read shows it without reading again. After a read, the socket's events carry every
 * change, and each new socket reads these again (use-realtime-connection.ts). Without it, the
 * chat view preloaded with its first paint read everything a second time as it mounted.
 */
export const LIVE_QUERY_STALE_MS = 10_000;

/**
 * Called after a socket event changed a live read. A read already on its way (a reconnect's or a
 * reload's) may have been answered before that change, and would undo it when it lands. Reading
 * again cancels that read, and the new one starts after the change, so it carries it.
 */
export function readAgainIfInFlight(queryClient: QueryClient, queryKey: QueryKey): void {
  if (queryClient.isFetching({ queryKey }) === 0) return;
  // Cancelled first: a first read (no data yet) would otherwise be joined, not replaced. The
  // cancel keeps what the event set, as the cache counts it as the state before that read.
  void queryClient.cancelQueries({ queryKey });
  void queryClient.invalidateQueries({ queryKey });
}
