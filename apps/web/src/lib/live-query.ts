/**
 * How long a read that the socket keeps current counts as fresh: a view that mounts within this
 * of the last read shows it without reading again. After a read, the socket's events carry every
 * change, and each new socket reads these again (use-realtime-connection.ts). Without it, the
 * chat view preloaded with its first paint read everything a second time as it mounted.
 */
export const LIVE_QUERY_STALE_MS = 10_000;
