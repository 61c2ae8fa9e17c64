import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockedPerson } from '@mentorbridge/domain/api/blocks';
import type { ConnectionList } from '@mentorbridge/domain/api/connections';
import { plainPng } from '@mentorbridge/testing/images';
import { chatCast } from '../../test/chat-cast.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

describe.each(databaseKinds)('blocking on %s', (kind) => {
  let t: TestApp;
  let wsUrl: string;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
    cast = await chatCast(t, 'block');
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/picture',
      headers: { cookie: cast.cookie.mentee, 'content-type': 'application/octet-stream' },
      payload: await plainPng(),
    });
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const sees = async (cookie: string) => {
    const connections = json<ConnectionList>(await call(cookie, 'GET', '/api/connections'));
    const mentors = json<{ mentors: { id: string }[] }>(await call(cookie, 'GET', '/api/mentors'));
    const messages = await call(cookie, 'GET', `/api/chats/${cast.chatId}/messages`);
    return {
      request: connections.requests.some((request) => request.id === cast.chatId),
      inDirectory: mentors.mentors.some((mentor) => mentor.id === cast.id.mentor),
      chat: messages.statusCode,
    };
  };

  it('hides a blocked pair from each other everywhere, whoever blocked, until it is lifted', async () => {
    const mentorTab = connectSocket(wsUrl, { cookie: cast.cookie.mentor, origin: PUBLIC_URL });
    await mentorTab.opened;
    expect(await sees(cast.cookie.mentee)).toEqual({ request: true, inDirectory: true, chat: 200 });

    expect(
      (await call(cast.cookie.mentee, 'POST', '/api/blocks', { userId: cast.id.mentor }))
        .statusCode,
    ).toBe(204);
    await until(() => mentorTab.received.some((event) => event.type === 'request.changed'));

    // Neither side sees the other: not in the directory, not in requests, not in the chat.
    expect(await sees(cast.cookie.mentee)).toEqual({
      request: false,
      inDirectory: false,
      chat: 404,
    });
    expect(await sees(cast.cookie.mentor)).toMatchObject({ request: false, chat: 404 });
    const writes = [
      await call(cast.cookie.mentor, 'POST', `/api/chats/${cast.chatId}/messages`, {
        clientId: 'after-block',
        text: 'hello?',
      }),
      await call(cast.cookie.mentor, 'POST', `/api/connections/${cast.chatId}/reject`),
      await call(cast.cookie.mentor, 'GET', `/api/users/${cast.id.mentee}/picture/small`),
    ];
    expect(writes.map((response) => response.statusCode)).toEqual([404, 404, 404]);
    // Typing and calls do not reach across a block either.
    const menteeTab = connectSocket(wsUrl, { cookie: cast.cookie.mentee, origin: PUBLIC_URL });
    await menteeTab.opened;
    mentorTab.socket.send(JSON.stringify({ type: 'typing', chatId: cast.chatId, typing: true }));
    mentorTab.socket.send(JSON.stringify({ type: 'call.join', chatId: cast.chatId }));
    mentorTab.socket.send(JSON.stringify({ type: 'ping' }));
    await until(() => mentorTab.received.some((event) => event.type === 'pong'));
    expect(menteeTab.received).toEqual([]);
    expect(await t.db.selectFrom('active_calls').selectAll().execute()).toEqual([]);

    // Others are not affected.
    expect((await sees(cast.cookie.stranger)).inDirectory).toBe(true);

    const list = json<{ blocked: BlockedPerson[] }>(
      await call(cast.cookie.mentee, 'GET', '/api/blocks'),
    );
    expect(list.blocked.map((person) => person.userId)).toEqual([cast.id.mentor]);
    // Only the one who blocked can lift it.
    expect(
      (await call(cast.cookie.mentor, 'DELETE', `/api/blocks/${cast.id.mentee}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(cast.cookie.mentee, 'DELETE', `/api/blocks/${cast.id.mentor}`)).statusCode,
    ).toBe(204);
    expect(await sees(cast.cookie.mentee)).toEqual({ request: true, inDirectory: true, chat: 200 });
    mentorTab.socket.close();
    menteeTab.socket.close();
  });

  it('lets people block only someone they can see, never themselves', async () => {
    const block = (userId: string) => call(cast.cookie.stranger, 'POST', '/api/blocks', { userId });
    expect((await block(cast.id.stranger)).statusCode).toBe(400);
    expect((await block(cast.id.mentee)).statusCode).toBe(404);
    expect((await block(cast.id.mentor)).statusCode).toBe(204);
    expect((await sees(cast.cookie.stranger)).inDirectory).toBe(false);
    // A mentor blocked by a mentee cannot be asked by them either.
    const asked = await call(cast.cookie.stranger, 'POST', '/api/connections', {
      mentorId: cast.id.mentor,
    });
    expect(asked.statusCode).toBe(404);
  });
});
