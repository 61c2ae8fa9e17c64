import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCast, type CastMember } from '../../test/chat-cast.ts';
import { openTab, until } from '../../test/sockets.ts';
import { startTwoProcesses, type TestApp } from '../../test/test-app.ts';

/**
 * With several processes on one PostgreSQL and one Redis, a mentoring ended through one process
 * is ended in every other at once (decision 060): a send there, kept chat or not, is refused, a
 * socket's message and typing go nowhere, and the other member's tab on it is told.
 */
describe('an ending across two processes', () => {
  let a: TestApp;
  let b: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;

  beforeAll(async () => {
    [a, b] = await startTwoProcesses();
    for (const t of [a, b]) await t.app.listen({ port: 0, host: '127.0.0.1' });
    cast = await chatCast(a, 'across-ending');
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const send = (t: TestApp, who: CastMember, clientId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/messages`,
      headers: { cookie: cast.cookie[who] },
      payload: { clientId, text: 'Hello across' },
    });

  it('refuses on B what was ended on A, and tells the tab on B', async () => {
    // B keeps the chat from a send first, as it does for every send after.
    expect((await send(b, 'mentee', 'across-before')).statusCode).toBe(201);
    const mentee = await openTab(b.app, cast.cookie.mentee);
    const mentor = await openTab(a.app, cast.cookie.mentor);
    try {
      const ended = await a.app.inject({
        method: 'POST',
        url: `/api/chats/${cast.chatId}/ending`,
        headers: { cookie: cast.cookie.mentor },
        payload: { reason: 'times_do_not_fit' },
      });
      expect(ended.statusCode).toBe(204);
      await until(() => mentee.of('request.changed').length > 0);

      const refused = await send(b, 'mentee', 'across-after');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: { code: 'chat_ended' } });
      const heardBefore = mentor.received.length;
      mentee.send({
        type: 'message.send',
        chatId: cast.chatId,
        clientId: 'across-socket',
        text: 'Hi',
      });
      mentee.send({ type: 'typing', chatId: cast.chatId, typing: true });
      await until(() => mentee.of('message.refused').length > 0);
      await mentee.settled();
      await mentor.settled();
      const heard = mentor.received.slice(heardBefore).map((event) => event.type);
      expect(heard).not.toContain('message.created');
      expect(heard).not.toContain('typing');
      const stored = await a.db.selectFrom('messages').select('text').execute();
      expect(stored.map((row) => row.text)).toEqual(['Hello across']);
    } finally {
      await mentee.close();
      await mentor.close();
    }
  });
});
