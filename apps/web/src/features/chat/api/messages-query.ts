import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage, chatMessagesSchema } from '@mentorbridge/domain/api/chat';
import { MESSAGE_PAGE_SIZE } from '@mentorbridge/domain/chat-rules';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { LIVE_QUERY_STALE_MS, readAgainIfInFlight } from '../../../lib/live-query.ts';

/** The start of every chat read's key: messages and held messages. */
export const chatQueriesKey = ['chat'] as const;
export const messagesQueryKey = (chatId: string) =>
  [...chatQueriesKey, chatId, 'messages'] as const;

/** Every message of a chat, fetched a page at a time from the start. */
export async function fetchAllMessages(chatId: string): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  for (;;) {
    const after = all.at(-1)?.seq ?? 0;
    const { messages } = await apiRequest<Answer<typeof chatMessagesSchema>>(
      `/chats/${encodeURIComponent(chatId)}/messages?after=${after}`,
      {},
    );
    all.push(...messages);
    if (messages.length < MESSAGE_PAGE_SIZE) return all;
  }
}

/** A chat's messages in order; live events and reconnects keep the cache whole. */
export const messagesQuery = (chatId: string) =>
  queryOptions({
    queryKey: messagesQueryKey(chatId),
    queryFn: () => fetchAllMessages(chatId),
    staleTime: LIVE_QUERY_STALE_MS,
  });

export function useMessages(chatId: string | undefined) {
  return useQuery({ ...messagesQuery(chatId ?? ''), enabled: chatId !== undefined });
}

/**
 * Adds a message the server confirmed (its answer or its event) to the cache, once, in order.
 * A gap in the positions means something was missed: the chat is fetched again.
 */
export function addMessage(queryClient: QueryClient, message: ChatMessage): void {
  const key = messagesQueryKey(message.chatId);
  const cached = queryClient.getQueryData<ChatMessage[]>(key);
  if (!cached) {
    // A first read on its way may have been answered before this message was stored.
    readAgainIfInFlight(queryClient, key);
    return;
  }
  if (cached.some((known) => known.id === message.id)) return;
  const last = cached.at(-1)?.seq ?? 0;
  if (message.seq !== last + 1) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<ChatMessage[]>(key, [...cached, message]);
  // Only when a read is on its way: a read is the whole chat.
  readAgainIfInFlight(queryClient, key);
}

/** Applies "seen up to" of a member to the cached messages. */
export function applySeen(
  queryClient: QueryClient,
  seen: { chatId: string; userId: string; upToSeq: number },
): void {
  const key = messagesQueryKey(seen.chatId);
  queryClient.setQueryData<ChatMessage[]>(key, (cached) =>
    cached?.map((message) =>
      message.seq <= seen.upToSeq && !message.seenBy.includes(seen.userId)
        ? { ...message, seenBy: [...message.seenBy, seen.userId] }
        : message,
    ),
  );
  readAgainIfInFlight(queryClient, key);
}
