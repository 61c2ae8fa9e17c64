import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call } from '@mentorbridge/domain/api/calls';
import type { ClientEvent } from '@mentorbridge/domain/api/realtime';
import { uiText } from '@mentorbridge/domain/ui-text';
import { endCallsOfGoneProcesses, startProcessLease } from './process-lease.ts';
import { renewProcessLease } from './repository.ts';
import { chatCast, type CastMember } from '../../test/chat-cast.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import { assembleMentorBridge } from '../../mentorbridge.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

describe.each(databaseKinds)('video call flags on %s', (kind) => {
  let t: TestApp;
  let url: string;
  let cast: Awaited<ReturnType<typeof chatCast>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
    cast = await chatCast(t, 'call');
  });
  afterAll(() => t.close());

  /** A tab of one person, with what it has been told about calls. */
  async function tabOf(who: CastMember) {
    const tab = connectSocket(url, { cookie: cast.cookie[who], origin: PUBLIC_URL });
    await tab.opened;
    const send = (event: ClientEvent) => tab.socket.send(JSON.stringify(event));
    const callEvents = () =>
      tab.received.filter((event) => event.type === 'call.changed').map((event) => event.call);
    /** Sends a ping and waits for its pong: everything the tab sent before has been handled. */
    const settled = async () => {
      const pongs = tab.received.filter((event) => event.type === 'pong').length;
      send({ type: 'ping' });
      await until(() => tab.received.filter((event) => event.type === 'pong').length > pongs);
    };
    const close = async () => {
      tab.socket.close();
      await tab.closed;
    };
    return { send, callEvents, settled, close };
  }

  const callsSeenBy = async (who: CastMember) =>
    json<{ calls: Call[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/calls',
        headers: { cookie: cast.cookie[who] },
      }),
    ).calls;
  const storedCalls = () => t.db.selectFrom('active_calls').selectAll().execute();

  it('sets the flag when the mentor starts, tells both members live, and clears it on leaving', async () => {
    const mentor = await tabOf('mentor');
    const mentee = await tabOf('mentee');
    const inCall: Call = {
      chatId: cast.chatId,
      participantIds: [cast.id.mentor],
      coordinators: [],
    };

    mentor.send({ type: 'call.join', chatId: cast.chatId });
    await until(() => mentee.callEvents().length === 1 && mentor.callEvents().length === 1);
    expect(mentee.callEvents()).toEqual([inCall]);
    expect(mentor.callEvents()).toEqual([inCall]);
    expect(await callsSeenBy('mentee')).toEqual([inCall]);
    expect(await callsSeenBy('mentor')).toEqual([inCall]);

    mentor.send({ type: 'call.leave', chatId: cast.chatId });
    await until(() => mentee.callEvents().length === 2);
    expect(mentee.callEvents()[1]).toEqual({
      chatId: cast.chatId,
      participantIds: [],
      coordinators: [],
    });
    expect(await callsSeenBy('mentee')).toEqual([]);
    expect(await storedCalls()).toEqual([]);
    await Promise.all([mentor.close(), mentee.close()]);
  });

  it('clears the flag when the tab holding it closes, but not while another tab still holds it', async () => {
    const firstTab = await tabOf('mentor');
    const secondTab = await tabOf('mentor');
    const mentee = await tabOf('mentee');
    firstTab.send({ type: 'call.join', chatId: cast.chatId });
    secondTab.send({ type: 'call.join', chatId: cast.chatId });
    mentee.send({ type: 'call.join', chatId: cast.chatId });
    await Promise.all([firstTab.settled(), secondTab.settled(), mentee.settled()]);
    expect(await callsSeenBy('mentee')).toEqual([
      {
        chatId: cast.chatId,
        participantIds: [cast.id.mentor, cast.id.mentee].sort(),
        coordinators: [],
      },
    ]);

    await mentee.close();
    await firstTab.close();
    await until(() => secondTab.callEvents().length === 5);
    expect(await callsSeenBy('mentor')).toEqual([
      { chatId: cast.chatId, participantIds: [cast.id.mentor], coordinators: [] },
    ]);

    await secondTab.close();
    await until(async () => (await storedCalls()).length === 0);
    expect(await callsSeenBy('mentee')).toEqual([]);
  });

  it('lets no one but the two members of an accepted chat set or read its flag', async () => {
    const mentor = await tabOf('mentor');
    const mentee = await tabOf('mentee');
    const stranger = await tabOf('stranger');
    const pending = await tabOf('pending');
    const rejected = await tabOf('rejected');

    // A stranger naming the chat, and members of chats that are not accepted, set nothing.
    stranger.send({ type: 'call.join', chatId: cast.chatId });
    pending.send({ type: 'call.join', chatId: cast.chatOf('pending') });
    rejected.send({ type: 'call.join', chatId: cast.chatOf('rejected') });
    stranger.send({ type: 'call.join', chatId: 'not-a-chat' });
    await Promise.all([stranger.settled(), pending.settled(), rejected.settled()]);
    expect(await storedCalls()).toEqual([]);

    // When the members do start the call, the others are told nothing and read nothing.
    mentee.send({ type: 'call.join', chatId: cast.chatId });
    await until(() => mentor.callEvents().length === 1);
    await Promise.all([stranger.settled(), pending.settled(), rejected.settled()]);
    for (const outsider of [stranger, pending, rejected]) expect(outsider.callEvents()).toEqual([]);
    for (const outsider of ['stranger', 'pending', 'rejected'] as const) {
      expect(await callsSeenBy(outsider)).toEqual([]);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/calls' });
    expect(anonymous.statusCode).toBe(401);

    // Nor can a stranger clear it: leaving only ever lets go of the sender's own presence.
    stranger.send({ type: 'call.leave', chatId: cast.chatId });
    await stranger.settled();
    expect(await callsSeenBy('mentor')).toEqual([
      { chatId: cast.chatId, participantIds: [cast.id.mentee], coordinators: [] },
    ]);

    await Promise.all([mentor, mentee, stranger, pending, rejected].map((tab) => tab.close()));
    await until(async () => (await storedCalls()).length === 0);
  });

  it('says to anyone that calls are in the app, and gives no meeting room', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/video-service' });
    expect(json(response)).toEqual({ kind: 'in-app' });
    const room = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/call-room`,
      headers: { cookie: cast.cookie.mentor },
    });
    expect(room.statusCode).toBe(404);
    expect(json(room)).toMatchObject({
      error: { code: 'not_found', message: uiText.noMeetingService },
    });
  });

  const callOfProcess = (processId: string, connectionId: string) =>
    t.db
      .insertInto('active_calls')
      .values({
        chat_id: cast.chatId,
        user_id: cast.id.mentor,
        connection_id: connectionId,
        process_id: processId,
        started_at: Date.now(),
      })
      .execute();

  it('forgets at start the calls of an earlier run on SQLite, never those of other processes on PostgreSQL', async () => {
    await callOfProcess('crashed-run', 'socket-of-a-crashed-run');
    // A process starting on the same database: the only one on SQLite, one of several on PostgreSQL.
    const starting = await assembleMentorBridge(t.context.config, {
      log: pino({ level: 'silent' }),
      requestLog: 'off',
      periodicWork: false,
    });
    await starting.close();
    const left = (await storedCalls()).map((row) => row.connection_id);
    expect(left).toEqual(kind === 'postgres' ? ['socket-of-a-crashed-run'] : []);
    await t.db.deleteFrom('active_calls').execute();
  });

  it("ends a process's calls when its lease runs out, and tells both members", async () => {
    const mentee = await tabOf('mentee');
    const lease = { leaseMs: 60_000, renewEveryMs: 60_000 };
    const stopAlive = await startProcessLease({ ...t.context, processId: 'alive' }, console, lease);
    await callOfProcess('alive', 'socket-on-a-live-process');
    await callOfProcess('killed', 'socket-on-a-killed-process');
    await renewProcessLease(t.db, 'killed', Date.now() + 1_000);

    // Within its lease a silent process keeps its calls; after it, another process ends them.
    await endCallsOfGoneProcesses(t.context);
    expect(await storedCalls()).toHaveLength(2);
    await endCallsOfGoneProcesses(t.context, Date.now() + 2_000);
    expect((await storedCalls()).map((row) => row.connection_id)).toEqual([
      'socket-on-a-live-process',
    ]);
    await until(() => mentee.callEvents().length === 1);
    expect(mentee.callEvents()).toEqual([
      { chatId: cast.chatId, participantIds: [cast.id.mentor], coordinators: [] },
    ]);

    // A process that stops ends its own calls at once.
    await stopAlive();
    expect(await storedCalls()).toEqual([]);
    await until(() => mentee.callEvents().length === 2);
    expect(mentee.callEvents()[1]).toEqual({
      chatId: cast.chatId,
      participantIds: [],
      coordinators: [],
    });
    expect(await t.db.selectFrom('server_processes').selectAll().execute()).toEqual([]);
    await mentee.close();
  });
});
