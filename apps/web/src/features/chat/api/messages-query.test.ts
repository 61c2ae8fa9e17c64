import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import { heldReads, watchedQuery } from '../../../test-support/held-reads.ts';
import { addMessage, applySeen, messagesQueryKey } from './messages-query.ts';

const key = messagesQueryKey('chat-1');

function message(seq: number, seenBy: string[] = ['mentee-1']): ChatMessage {
  return {
    id: `message-${seq}`,
    chatId: 'chat-1',
    seq,
    senderId: 'mentee-1',
    senderName: 'Ada',
    text: `Message ${seq}`,
    imageUrl: null,
    clientId: `client-${seq}`,
    createdAt: seq,
    seenBy,
  };
}

describe('a chat event while the chat is being read', () => {
  let queryClient: QueryClient;
  let reads: ReturnType<typeof heldReads<ChatMessage[]>>;
  let stop: () => void;

  beforeEach(() => {
    reads = heldReads([message(1)]);
    ({ queryClient, stop } = watchedQuery(key, reads.read));
  });
  afterEach(() => stop());

  it('keeps a message that arrives before the first read lands', async () => {
    reads.serverNowHas([message(1), message(2)]);
    addMessage(queryClient, message(2));
    await reads.landAll();

    expect(queryClient.getQueryData<ChatMessage[]>(key)?.map((m) => m.seq)).toEqual([1, 2]);
  });

  it('keeps a seen mark that arrives while a re-read is on its way', async () => {
    await reads.landAll();
    void queryClient.invalidateQueries({ queryKey: key });
    reads.serverNowHas([message(1, ['mentee-1', 'mentor-1'])]);
    applySeen(queryClient, { chatId: 'chat-1', userId: 'mentor-1', upToSeq: 1 });
    await reads.landAll();

    expect(queryClient.getQueryData<ChatMessage[]>(key)?.[0]?.seenBy).toEqual([
      'mentee-1',
      'mentor-1',
    ]);
  });
});
