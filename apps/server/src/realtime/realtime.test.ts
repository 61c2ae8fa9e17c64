import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeCloseCodes } from '@mentorbridge/domain/realtime-protocol';
import { sessionUserOf, verifiedUser } from '../test/accounts.ts';
import { connectSocket, until } from '../test/sockets.ts';
import { json, PUBLIC_URL, startTestApp, type TestApp } from '../test/test-app.ts';

describe('the WebSocket of a signed-in tab', () => {
  let t: TestApp;
  let url: string;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
    cookie = await verifiedUser(t.app, t.mail, {
      email: 'online@example.com',
      password: 'quiet-river-1',
    });
  });
  afterAll(() => t.close());

  it('answers every ping with a pong, which is how the dashboard knows it is Online', async () => {
    const tab = connectSocket(url, { cookie, origin: PUBLIC_URL });
    await tab.opened;
    tab.socket.send(JSON.stringify({ type: 'ping' }));
    tab.socket.send('not json');
    tab.socket.send(JSON.stringify({ type: 'ping' }));
    await until(() => tab.received.length === 2);
    expect(tab.received).toEqual([{ type: 'pong' }, { type: 'pong' }]);
    tab.socket.close();
    await tab.closed;
  });

  it('closes at once on a visitor without a session', async () => {
    const tab = connectSocket(url, { origin: PUBLIC_URL });
    expect(await tab.closed).toBe(realtimeCloseCodes.notSignedIn);
  });

  it("closes at once when another site's page opens it with our cookie", async () => {
    const tab = connectSocket(url, { cookie, origin: 'https://evil.example' });
    expect(await tab.closed).toBe(1008);
  });

  it('closes the other tabs of a user whose password changed', async () => {
    const otherTab = connectSocket(url, { cookie, origin: PUBLIC_URL });
    await otherTab.opened;
    await until(() => t.context.realtime.size() === 1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/log-in',
      payload: { email: 'online@example.com', password: 'quiet-river-1' },
    });
    const changer = `mb_session=${login.cookies.find((c) => c.name === 'mb_session')?.value ?? ''}`;
    await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: changer },
      payload: {
        currentPassword: 'quiet-river-1',
        newPassword: 'quiet-river-2',
        confirmPassword: 'quiet-river-2',
      },
    });
    expect(await otherTab.closed).toBe(realtimeCloseCodes.sessionEnded);
  });

  it('tells both sides of a request, live, when it is created and when it is accepted', async () => {
    const mentor = await verifiedUser(t.app, t.mail, {
      email: 'live.mentor@example.com',
      password: 'quiet-river-1',
      age: 40,
      role: 'mentor',
      skills: ['Illustration'],
    });
    const mentee = await verifiedUser(t.app, t.mail, {
      email: 'live.mentee@example.com',
      password: 'quiet-river-1',
    });
    const mentorTab = connectSocket(url, { cookie: mentor, origin: PUBLIC_URL });
    const menteeTab = connectSocket(url, { cookie: mentee, origin: PUBLIC_URL });
    await Promise.all([mentorTab.opened, menteeTab.opened]);

    const mentorId = (await sessionUserOf(t.app, mentor)).id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie: mentee },
      payload: { mentorId },
    });
    const requestId = json<{ request: { id: string } }>(created).request.id;
    await until(() => mentorTab.received.length === 1 && menteeTab.received.length === 1);
    expect(mentorTab.received).toEqual([{ type: 'request.changed', requestId }]);

    await t.app.inject({
      method: 'POST',
      url: `/api/connections/${requestId}/accept`,
      headers: { cookie: mentor },
    });
    await until(() => menteeTab.received.length === 2);
    expect(menteeTab.received[1]).toEqual({ type: 'request.changed', requestId });
    mentorTab.socket.close();
    menteeTab.socket.close();
  });
});
