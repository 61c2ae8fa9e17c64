import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import { uiText } from '@mentorbridge/domain/ui-text';
import { chatCast } from '../../test/chat-cast.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import { SEND_ALLOWANCE } from '../../lib/throttle/send-limit.ts';

describe.each(databaseKinds)('the chat send limit, as the app applies it, on %s', (kind) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  beforeAll(async () => {
    // The app's own limits, not the tests' usual hundredfold.
    t = await startTestApp(kind, { rateLimitFactor: 1 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    cast = await chatCast(t, 'send-limit');
  });
  afterAll(() => t.close());

  const post = (clientId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/messages`,
      headers: { cookie: cast.cookie.mentee, origin: PUBLIC_URL },
      payload: { clientId, text: `Quick one ${clientId}` },
    });
  const stored = async () =>
    json<{ messages: ChatMessage[] }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/chats/${cast.chatId}/messages`,
        headers: { cookie: cast.cookie.mentor },
      }),
    ).messages.map((message) => message.clientId);

  it('lets a fast typist’s burst through, then answers 429 with a notice over HTTP and the socket, storing nothing more', async () => {
    const burst = Array.from(
      { length: SEND_ALLOWANCE.messages.max },
      (_, index) => `limit-${String(index).padStart(6, '0')}`,
    );
    for (const clientId of burst) expect((await post(clientId)).statusCode).toBe(201);

    const refused = await post('limit-over-http');
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({
      error: { code: 'sending_too_fast', message: uiText.sendingTooFast },
    });
    // A retry of a message already stored is still answered: the tab learns it went.
    expect((await post(burst[0] ?? '')).statusCode).toBe(200);

    const port = (t.app.server.address() as AddressInfo).port;
    const tab = connectSocket(`ws://127.0.0.1:${port}/api/ws`, {
      cookie: cast.cookie.mentee,
      origin: PUBLIC_URL,
    });
    try {
      await tab.opened;
      tab.socket.send(
        JSON.stringify({
          type: 'message.send',
          chatId: cast.chatId,
          clientId: 'limit-over-socket',
          text: 'And one more',
        }),
      );
      await until(() => tab.received.some((event) => event.type === 'message.refused'));
      expect(tab.received.filter((event) => event.type === 'message.refused')).toMatchObject([
        {
          type: 'message.refused',
          clientId: 'limit-over-socket',
          status: 429,
          error: { code: 'sending_too_fast', message: uiText.sendingTooFast },
        },
      ]);
    } finally {
      tab.socket.close();
    }
    expect(await stored()).toEqual(burst);

    // The other member is not held back by the mentee's burst.
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/messages`,
      headers: { cookie: cast.cookie.mentor, origin: PUBLIC_URL },
      payload: { clientId: 'mentor-reply-01', text: 'Slow down a little!' },
    });
    expect(reply.statusCode).toBe(201);
  });
});
