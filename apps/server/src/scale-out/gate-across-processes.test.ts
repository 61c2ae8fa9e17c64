import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiText } from '@mentorbridge/domain/ui-text';
import { connectSocket, until } from '../test/sockets.ts';
import { json, PUBLIC_URL, startTwoProcesses, type TestApp } from '../test/test-app.ts';
import { vettingWorld } from '../test/vetting-world.ts';
import { makeLead } from '../features/safeguarding/leads.ts';

/**
 * The safeguarding gate (decisions 038 and 052) across two server processes sharing PostgreSQL
 * and Redis: a suspension a lead records on one process holds at once on the other, for its open
 * tabs and for every send it takes.
 */
describe('the safeguarding gate across two processes', () => {
  let a: TestApp;
  let b: TestApp;
  let socketOfB: string;
  const { cookie, id, call, person, suspension } = vettingWorld(() => a, 'across');
  const chatId = () => `${id.cara ?? ''}__${id.mia ?? ''}`;
  const sendOnB = (who: string, clientId: string) =>
    b.app.inject({
      method: 'POST',
      url: `/api/chats/${chatId()}/messages`,
      headers: { cookie: cookie[who] ?? '' },
      payload: { clientId, text: 'See you on Thursday' },
    });

  beforeAll(async () => {
    [a, b] = await startTwoProcesses();
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    socketOfB = `ws://127.0.0.1:${(b.app.server.address() as AddressInfo).port}/api/ws`;
    await person('lead', { age: 50, role: 'mentor', skills: ['Law'] });
    expect(await makeLead(a.db, 'across.lead@example.com')).toMatchObject({ ok: true });
    await person('cara', { age: 40, role: 'mentor', skills: ['Nursing'] });
    await person('mia', { age: 15 });
    expect((await call('mia', 'POST', '/api/connections', { mentorId: id.cara })).statusCode).toBe(
      201,
    );
    expect((await call('cara', 'POST', `/api/connections/${chatId()}/accept`)).statusCode).toBe(
      204,
    );
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('pauses the chat on the other process at once, tells its tabs, and opens it again when lifted', async () => {
    // Each process keeps the chat it last read (decision 035): a send on B keeps it there.
    expect((await sendOnB('mia', 'across-before')).statusCode).toBe(201);
    const tabs = ['mia', 'cara'].map((who) =>
      connectSocket(socketOfB, { cookie: cookie[who] ?? '', origin: PUBLIC_URL }),
    );
    await Promise.all(tabs.map((tab) => tab.opened));
    const told = (tab: (typeof tabs)[number]) =>
      tab.received.filter((event) => event.type === 'request.changed').length;
    try {
      expect((await suspension('cara', true)).statusCode).toBe(200);
      await until(() => tabs.every((tab) => told(tab) === 1));
      const paused = {
        error: {
          code: 'chat_waits_for_check',
          message: uiText.chatWaitsForCheck({ mentorName: 'Cara Gate' }),
        },
      };
      for (const who of ['mia', 'cara']) {
        const refused = await sendOnB(who, `across-paused-${who}`);
        expect(refused.statusCode).toBe(409);
        expect(json(refused)).toMatchObject(paused);
      }
      const [miaTab] = tabs;
      miaTab?.socket.send(
        JSON.stringify({
          type: 'message.send',
          chatId: chatId(),
          clientId: 'across-ws',
          text: 'Hi',
        }),
      );
      await until(
        () => miaTab?.received.some((event) => event.type === 'message.refused') ?? false,
      );
      expect(miaTab?.received.find((event) => event.type === 'message.refused')).toMatchObject({
        status: 409,
        ...paused,
      });

      expect((await suspension('cara', false)).statusCode).toBe(200);
      await until(() => tabs.every((tab) => told(tab) === 2));
      expect((await sendOnB('mia', 'across-after')).statusCode).toBe(201);
    } finally {
      for (const tab of tabs) tab.socket.close();
    }
  });
});
