import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Call } from '@mentorbridge/domain/api/calls';
import { heldReads, watchedQuery } from '../../../test-support/held-reads.ts';
import { applyCallChange, callsQueryKey } from './calls-query.ts';

const inCall: Call = { chatId: 'chat-1', participantIds: ['mentor-1'], coordinators: [] };
const callEnded: Call = { chatId: 'chat-1', participantIds: [], coordinators: [] };

describe('a call event while the calls are being read', () => {
  let queryClient: QueryClient;
  let reads: ReturnType<typeof heldReads<Call[]>>;
  let stop: () => void;

  beforeEach(() => {
    reads = heldReads([inCall]);
    ({ queryClient, stop } = watchedQuery(callsQueryKey, reads.read));
  });
  afterEach(() => stop());

  it('is not undone by a re-read the server answered before the call ended', async () => {
    await reads.landAll();
    expect(queryClient.getQueryData(callsQueryKey)).toEqual([inCall]);

    // A reconnect reads again; the server answers while the call is still on...
    void queryClient.invalidateQueries({ queryKey: callsQueryKey });
    expect(reads.waiting).toBe(1);
    // ...then the call ends, and its event arrives before that answer does.
    reads.serverNowHas([]);
    applyCallChange(queryClient, callEnded);
    await reads.landAll();

    expect(queryClient.getQueryData(callsQueryKey)).toEqual([]);
  });

  it('is not lost when it arrives before the first read has landed', async () => {
    expect(reads.waiting).toBe(1);
    reads.serverNowHas([]);
    applyCallChange(queryClient, callEnded);
    await reads.landAll();

    expect(queryClient.getQueryData(callsQueryKey)).toEqual([]);
  });

  it('needs no second read when no read is on its way', async () => {
    await reads.landAll();
    applyCallChange(queryClient, callEnded);

    expect(queryClient.getQueryData(callsQueryKey)).toEqual([]);
    expect(reads.waiting).toBe(0);
  });
});
