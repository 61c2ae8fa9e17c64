import type { QueryClient } from '@tanstack/react-query';
import { connectionsQuery } from '../../connections/index.ts';
import { callsQuery } from '../../live-calls/index.ts';
import { heldQuery } from './held-query.ts';
import { messagesQuery } from './messages-query.ts';

/**
 * Starts the reads the chat view shows while its code and the session are still on their way, so
 * the view shows the chat at once. They are live reads: the socket, once it listens, reads them
 * again, so nothing that changed in between is missed (use-realtime-connection.ts).
 */
export function prefetchChat(queryClient: QueryClient, chatId: string | undefined): void {
  // No retries: a read that fails here (signed out, not your chat) is the view's to retry or show.
  void queryClient.prefetchQuery({ ...connectionsQuery, retry: false });
  void queryClient.prefetchQuery({ ...callsQuery, retry: false });
  if (!chatId) return;
  void queryClient.prefetchQuery({ ...messagesQuery(chatId), retry: false });
  void queryClient.prefetchQuery({ ...heldQuery(chatId), retry: false });
}
