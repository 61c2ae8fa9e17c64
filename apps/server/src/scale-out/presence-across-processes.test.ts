import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushService, startPushService } from '@mentorbridge/testing/push-service';
import { chatCast } from '../test/chat-cast.ts';
import { connectSocket, until } from '../test/sockets.ts';
import { PUBLIC_URL, scaleOutEnvironment, startTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Whether a message's reader has a tab open is known in memory in every process (decision 053):
 * a push never goes to someone reading in a tab on another process, and always to someone away.
 */
describe('presence across processes sharing PostgreSQL and Redis', () => {
  let service: PushService;
  let environment: Record<string, string>;
  let a: TestApp;
  let b: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  let mentorDevice: string;
  const started: TestApp[] = [];

  const startProcess = async (databaseUrl?: string) => {
    const t = await startTestApp('postgres', {
      environment: { ...environment, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    started.push(t);
    return t;
  };
  const tabOn = async (t: TestApp, cookie: string) => {
    const port = (t.app.server.address() as AddressInfo).port;
    const tab = connectSocket(`ws://127.0.0.1:${port}/api/ws`, { cookie, origin: PUBLIC_URL });
    await tab.opened;
    return tab;
  };
  let sent = 0;
  /** The mentee writes through `t`, and everything that send started has run. */
  const menteeWrites = async (t: TestApp) => {
    sent += 1;
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/messages`,
      headers: { cookie: cast.cookie.mentee },
      payload: { clientId: `presence-${sent}`, text: `Message ${sent}` },
    });
    expect(answer.statusCode).toBe(201);
    await Promise.all(started.map((each) => each.context.background.settled()));
  };
  const pushesToMentor = () =>
    service.received.filter((push) => push.endpoint === mentorDevice).length;

  beforeAll(async () => {
    service = await startPushService();
    environment = { ...scaleOutEnvironment(), PUSH_SERVICES: service.origin };
    a = await startProcess();
    b = await startProcess(a.context.config.databaseUrl);
    cast = await chatCast(a, 'presence');
    const device = service.subscribe();
    mentorDevice = device.endpoint;
    const subscribed = await a.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie: cast.cookie.mentor },
      payload: device,
    });
    expect(subscribed.statusCode).toBe(204);
  });
  afterAll(async () => {
    for (const t of started.reverse()) await t.close();
    await service.close();
  });
  it('pushes nothing while the reader has a tab open on the other process, and pushes once it closes', async () => {
    const tab = await tabOn(a, cast.cookie.mentor);
    await until(() => b.context.presence.hasOpenTab(cast.id.mentor));
    await menteeWrites(b);
    expect(pushesToMentor()).toBe(0);

    tab.socket.close();
    await tab.closed;
    await until(() => !b.context.presence.hasOpenTab(cast.id.mentor));
    await menteeWrites(b);
    await service.waitForPush(mentorDevice);
    expect(pushesToMentor()).toBe(1);
  });

  it('knows, when it starts, the tabs other processes held before it: from the open-tabs table', async () => {
    const tab = await tabOn(a, cast.cookie.mentor);
    await until(async () =>
      (await a.db.selectFrom('open_tabs').select('user_id').execute()).some(
        (row) => row.user_id === cast.id.mentor,
      ),
    );
    const late = await startProcess(a.context.config.databaseUrl);
    expect(late.context.presence.hasOpenTab(cast.id.mentor)).toBe(true);
    const before = pushesToMentor();
    await menteeWrites(late);
    expect(pushesToMentor()).toBe(before);
    tab.socket.close();
    await tab.closed;
  });

  it('forgets the tabs of a process whose lease ran out', async () => {
    const tab = await tabOn(a, cast.cookie.mentor);
    await until(() => b.context.presence.hasOpenTab(cast.id.mentor));
    // Process A stops renewing, as when it is killed without a word.
    b.context.presence.keepProcesses(new Set([b.context.processId]));
    expect(b.context.presence.hasOpenTab(cast.id.mentor)).toBe(false);
    tab.socket.close();
    await tab.closed;
  });

  it('pushes to a reader who subscribed on another process after being known to have no device', async () => {
    const device = service.subscribe();
    // The mentee is away with no device: process B learns it once, and asks no more.
    const mentorWrites = async (id: string) => {
      const answer = await b.app.inject({
        method: 'POST',
        url: `/api/chats/${cast.chatId}/messages`,
        headers: { cookie: cast.cookie.mentor },
        payload: { clientId: id, text: 'Are you there?' },
      });
      expect(answer.statusCode).toBe(201);
      await b.context.background.settled();
    };
    await mentorWrites('no-device-1');
    expect(b.context.pushDevices.knownToHaveNone(cast.id.mentee)).toBe(true);

    const subscribed = await a.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie: cast.cookie.mentee },
      payload: device,
    });
    expect(subscribed.statusCode).toBe(204);
    await until(() => !b.context.pushDevices.knownToHaveNone(cast.id.mentee));
    await mentorWrites('no-device-2');
    const push = await service.waitForPush(device.endpoint);
    expect(JSON.parse(push.payload)).toMatchObject({ body: 'Open MentorBridge to read it.' });
  });
});
