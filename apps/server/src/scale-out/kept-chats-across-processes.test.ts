import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiText } from '@mentorbridge/domain/ui-text';
import { fullChatReadsOf } from '../features/chat/kept-chats.ts';
import { json, startTwoProcesses, type TestApp } from '../test/test-app.ts';
import { childOf, twoChatsWithChildren } from '../test/two-chats-with-children.ts';
import { vettingWorld } from '../test/vetting-world.ts';

/**
 * Chats kept per person (decision 053) across two server processes sharing PostgreSQL: a change
 * a lead makes on one process reaches the other's next send through the shared log of whom it
 * touched, and leaves that process's other kept chats as they were.
 */
describe('chats kept per person across two processes', () => {
  let a: TestApp;
  let b: TestApp;
  const world = vettingWorld(() => a, 'kept-across');
  const { id, cookie, suspension } = world;
  let sent = 0;
  /** A message from `who`, sent through process B, in the chat of `mentor` and their child. */
  const sendOnB = (who: string, mentor: keyof typeof childOf) =>
    b.app.inject({
      method: 'POST',
      url: `/api/chats/${id[mentor] ?? ''}__${id[childOf[mentor]] ?? ''}/messages`,
      headers: { cookie: cookie[who] ?? '' },
      payload: { clientId: `kept-across-${String(++sent).padStart(4, '0')}`, text: 'Hello' },
    });
  const fullReadsOnB = async (action: () => Promise<unknown>) => {
    const before = fullChatReadsOf(b.db);
    await action();
    return fullChatReadsOf(b.db) - before;
  };

  beforeAll(async () => {
    [a, b] = await startTwoProcesses();
    await twoChatsWithChildren(world, a.db, 'kept-across.lead@example.com');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses the next send on B in Kit’s chat once a lead on A suspends his record; B keeps Cara’s chat', async () => {
    for (const mentor of ['kit', 'cara'] as const) {
      expect((await sendOnB(childOf[mentor], mentor)).statusCode).toBe(201);
    }
    expect(await fullReadsOnB(() => sendOnB('mia', 'cara'))).toBe(0);

    expect((await suspension('kit', true)).statusCode).toBe(200);
    const caraChat = await fullReadsOnB(async () => {
      expect((await sendOnB('mia', 'cara')).statusCode).toBe(201);
    });
    expect(caraChat).toBe(0);
    const refused = await sendOnB('max', 'kit');
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      error: {
        code: 'chat_waits_for_check',
        message: uiText.chatWaitsForCheck({ mentorName: 'Kit Gate' }),
      },
    });

    expect((await suspension('kit', false)).statusCode).toBe(200);
    expect((await sendOnB('max', 'kit')).statusCode).toBe(201);
  });
});
