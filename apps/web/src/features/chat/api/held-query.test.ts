import { afterEach, expect, it } from 'vitest';
import type { HeldMessage } from '@mentorbridge/domain/api/chat';
import { heldReads, watchedQuery } from '../../../test-support/held-reads.ts';
import { addHeld, heldQueryKey } from './held-query.ts';

const key = heldQueryKey('chat-1');
const held: HeldMessage = {
  id: 'held-1',
  chatId: 'chat-1',
  clientId: 'client-1',
  text: 'Call me on this number',
  imageUrl: null,
  createdAt: 1,
  status: 'held',
  deliverAt: null,
};

let stop = () => {};
afterEach(() => stop());

it('keeps a held message that arrives before the first read of the held list lands', async () => {
  const reads = heldReads<HeldMessage[]>([]);
  const watched = watchedQuery(key, reads.read);
  stop = watched.stop;

  reads.serverNowHas([held]);
  addHeld(watched.queryClient, held);
  await reads.landAll();

  expect(watched.queryClient.getQueryData(key)).toEqual([held]);
});
