/** The WebSocket's fixed parts, without the event schemas, so a page can use them light. */

/** The WebSocket every signed-in tab opens; the server checks its session cookie and Origin. */
export const REALTIME_PATH = '/api/ws';

/** Close codes the server uses, so the browser knows whether reconnecting can help. */
export const realtimeCloseCodes = {
  /** No valid session: reconnecting will not help until the user logs in. */
  notSignedIn: 4401,
  /** The session ended (log-out, password change, account deleted). */
  sessionEnded: 4403,
  /**
   * The server process is stopping, or its events were interrupted: reconnect now, to another
   * process if need be, and read again what may have been missed (RFC 6455's "Service Restart").
   */
  serverRestarting: 1012,
} as const;

/** How long a tab waits before each try to reopen a lost socket; the last repeats. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 4_000, 8_000] as const;
