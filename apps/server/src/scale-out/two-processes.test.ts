import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeCloseCodes } from '@mentorbridge/domain/realtime-protocol';
import { plainPng } from '@mentorbridge/testing/images';
import { startRedis } from '@mentorbridge/testing/redis-server';
import { expireAndRemindRequests } from '../features/connections/expiry.ts';
import { insertNextMessage } from '../features/chat/repository.ts';
import { mailUnreadChats } from '../features/notifications/unread-mail.ts';
import { chatCast } from '../test/chat-cast.ts';
import { connectSocket, until } from '../test/sockets.ts';
import {
  json,
  PUBLIC_URL,
  scaleOutEnvironment,
  startTestApp,
  type TestApp,
} from '../test/test-app.ts';

/** Two server processes, as a deployment runs them: one PostgreSQL, one Redis, one bucket. */
async function twoProcesses(environment: Record<string, string> = scaleOutEnvironment()) {
  const a = await startTestApp('postgres', { environment });
  const databaseUrl = a.context.config.databaseUrl ?? '';
  const b = await startTestApp('postgres', {
    environment: { ...environment, DATABASE_URL: databaseUrl },
  });
  const socketUrl = async (t: TestApp) => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
  };
  return { a, b, wsA: await socketUrl(a), wsB: await socketUrl(b) };
}

describe('two processes sharing PostgreSQL, Redis and object storage', () => {
  let a: TestApp;
  let b: TestApp;
  let wsA: string;
  let wsB: string;
  let cast: Awaited<ReturnType<typeof chatCast>>;

  beforeAll(async () => {
    ({ a, b, wsA, wsB } = await twoProcesses());
    cast = await chatCast(a, 'scale');
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const tab = async (url: string, cookie: string) => {
    const socket = connectSocket(url, { cookie, origin: PUBLIC_URL });
    await socket.opened;
    return socket;
  };
  const eventsOf = (socket: ReturnType<typeof connectSocket>, type: string) =>
    socket.received.filter((event) => event.type === type);

  it('carries messages, seen marks, typing and call flags from one process to the other', async () => {
    const menteeOnA = await tab(wsA, cast.cookie.mentee);
    const mentorOnB = await tab(wsB, cast.cookie.mentor);

    const sent = await b.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/messages`,
      headers: { cookie: cast.cookie.mentor },
      payload: { clientId: 'across-1', text: 'Hello from process B' },
    });
    expect(sent.statusCode).toBe(201);
    await until(() => eventsOf(menteeOnA, 'message.created').length === 1);
    expect(eventsOf(menteeOnA, 'message.created')[0]).toMatchObject({
      message: { text: 'Hello from process B', seq: 1 },
    });

    await a.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/seen`,
      headers: { cookie: cast.cookie.mentee },
      payload: { upToSeq: 1 },
    });
    await until(() => eventsOf(mentorOnB, 'message.seen').length === 1);
    expect(eventsOf(mentorOnB, 'message.seen')[0]).toMatchObject({ upToSeq: 1 });

    menteeOnA.socket.send(JSON.stringify({ type: 'typing', chatId: cast.chatId, typing: true }));
    await until(() => eventsOf(mentorOnB, 'typing').length === 1);
    expect(eventsOf(mentorOnB, 'typing')[0]).toMatchObject({ typing: true });

    mentorOnB.socket.send(JSON.stringify({ type: 'call.join', chatId: cast.chatId }));
    await until(() => eventsOf(menteeOnA, 'call.changed').length === 1);
    expect(eventsOf(menteeOnA, 'call.changed')[0]).toMatchObject({
      call: { chatId: cast.chatId, participantIds: [cast.id.mentor] },
    });

    // Closing a tab on B ends its call and typing, and A's tab hears it.
    mentorOnB.socket.close();
    await until(() => eventsOf(menteeOnA, 'call.changed').length === 2);
    expect(eventsOf(menteeOnA, 'call.changed')[1]).toMatchObject({ call: { participantIds: [] } });
    menteeOnA.socket.close();
  });

  it("serves a chat image stored through one process from the other, to the chat's members only", async () => {
    const upload = await a.app.inject({
      method: 'PUT',
      url: `/api/chats/${cast.chatId}/images`,
      headers: { cookie: cast.cookie.mentee, 'content-type': 'application/octet-stream' },
      payload: await plainPng(),
    });
    const { imageId } = json<{ imageId: string }>(upload);
    const url = `/api/chats/${cast.chatId}/images/${imageId}`;
    const asMentor = await b.app.inject({
      method: 'GET',
      url,
      headers: { cookie: cast.cookie.mentor },
    });
    expect(asMentor.statusCode).toBe(200);
    expect(asMentor.headers['content-type']).toBe('image/webp');
    const asStranger = await b.app.inject({
      method: 'GET',
      url,
      headers: { cookie: cast.cookie.stranger },
    });
    expect(asStranger.statusCode).toBe(404);
    expect(await b.context.files.list(`chat-images/${cast.chatId}`)).toEqual([
      `chat-images/${cast.chatId}/${imageId}.webp`,
    ]);
  });

  it('sends each notification mail once, and a tab open on one process keeps the other from mailing', async () => {
    const menteeEmail = 'scale.mentee@example.com';
    const mentorEmail = 'scale.mentor@example.com';
    const mailsTo = async (address: string) => {
      await Promise.all([a.context.background.settled(), b.context.background.settled()]);
      return [...a.mail.mails, ...b.mail.mails].filter(
        (mail) => mail.to.includes(address) && !mail.subject.startsWith('Verify'),
      );
    };
    const noTabs = async () =>
      (await a.db.selectFrom('open_tabs').selectAll().execute()).length === 0;
    await until(noTabs);

    const sentAt = Date.now() + 60_000;
    await insertNextMessage(a.db, {
      id: crypto.randomUUID(),
      chatId: cast.chatId,
      senderId: cast.id.mentor,
      text: 'Unseen across processes',
      imageId: null,
      clientId: 'across-unread',
      now: sentAt,
    });
    const menteeOnA = await tab(wsA, cast.cookie.mentee);
    await until(async () => !(await noTabs()));
    expect(await mailUnreadChats(b.context, sentAt + 20 * 60_000)).toBe(0);
    menteeOnA.socket.close();
    await until(noTabs);

    const unreadBefore = (await mailsTo(menteeEmail)).length;
    const claims = await Promise.all([
      mailUnreadChats(a.context, sentAt + 20 * 60_000),
      mailUnreadChats(b.context, sentAt + 20 * 60_000),
    ]);
    expect(claims.sort()).toEqual([0, 1]);
    expect((await mailsTo(menteeEmail)).slice(unreadBefore).map((mail) => mail.subject)).toEqual([
      'Unnamed mentor sent you a message',
    ]);

    // The pending request of the cast, reminded by both processes' hourly sweep at once.
    const remindersBefore = (await mailsTo(mentorEmail)).length;
    const reminderDue = Date.now() + 3 * 24 * 60 * 60_000;
    await Promise.all([
      expireAndRemindRequests(a.context, reminderDue),
      expireAndRemindRequests(b.context, reminderDue),
    ]);
    expect((await mailsTo(mentorEmail)).slice(remindersBefore).map((mail) => mail.subject)).toEqual(
      ['Unnamed mentee is waiting for your answer'],
    );
  });

  it('closes the socket on one process when its session ends on the other', async () => {
    const menteeOnA = await tab(wsA, cast.cookie.mentee);
    const loggedOut = await b.app.inject({
      method: 'POST',
      url: '/api/auth/log-out',
      headers: { cookie: cast.cookie.mentee, origin: PUBLIC_URL },
    });
    expect(loggedOut.statusCode).toBe(204);
    expect(await menteeOnA.closed).toBe(realtimeCloseCodes.sessionEnded);
  });

  it('says both are ready, with every shared part reachable', async () => {
    for (const t of [a, b]) {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(json(ready)).toEqual({
        status: 'ready',
        parts: { database: 'ok', storage: 'ok', redis: 'ok' },
      });
    }
  });
});

describe('rate limits counted in Redis', () => {
  it('hold across processes: attempts on one count on the other', async () => {
    // A Redis of its own, so no other test's attempts from this address are counted.
    const redis = await startRedis();
    const { a, b } = await twoProcesses({
      ...scaleOutEnvironment(),
      REDIS_URL: redis.url,
      RATE_LIMIT_FACTOR: '1',
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 62; attempt++) {
        const t = attempt % 2 === 0 ? a : b;
        // An empty body is refused before any password is checked, and still counts.
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/log-in',
          payload: {},
        });
        statuses.push(response.statusCode);
      }
      // Sixty a minute from one address (the log-in limit), whichever process answers.
      expect(statuses).toEqual([...Array<number>(60).fill(400), 429, 429]);
    } finally {
      await a.close();
      await b.close();
      await redis.stop();
    }
  });
});

describe('a Redis outage', () => {
  it('shows in the readiness check, and when Redis is back every socket is told to reconnect', async () => {
    const redis = await startRedis();
    const { a, b, wsA } = await twoProcesses({ ...scaleOutEnvironment(), REDIS_URL: redis.url });
    try {
      const cast = await chatCast(a, 'outage');
      const socket = connectSocket(wsA, { cookie: cast.cookie.mentee, origin: PUBLIC_URL });
      await socket.opened;

      await redis.pause();
      await until(
        async () => (await a.app.inject({ method: 'GET', url: '/readyz' })).statusCode === 503,
      );
      expect(json(await a.app.inject({ method: 'GET', url: '/readyz' }))).toMatchObject({
        status: 'not ready',
        parts: { redis: 'down', database: 'ok' },
      });

      // Events published meanwhile are gone: the tab must reconnect and read again.
      await redis.resume();
      expect(await socket.closed).toBe(realtimeCloseCodes.serverRestarting);
      await until(
        async () => (await a.app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200,
        10_000,
      );
    } finally {
      await a.close();
      await b.close();
      await redis.stop();
    }
  });
});
