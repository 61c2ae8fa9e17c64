import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import { MAX_MESSAGE_LENGTH } from '@mentorbridge/domain/chat-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { type CastMember, chatCast } from '../../test/chat-cast.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

type Tab = ReturnType<typeof connectSocket>;

describe.each(databaseKinds)('a message sent over the socket, on %s', (kind) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  const tabs: Tab[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    cast = await chatCast(t, 'socket-send');
  });
  afterAll(async () => {
    for (const tab of tabs) tab.socket.close();
    await t.close();
  });

  async function tabOf(who: CastMember): Promise<Tab> {
    const port = (t.app.server.address() as AddressInfo).port;
    const tab = connectSocket(`ws://127.0.0.1:${port}/api/ws`, {
      cookie: cast.cookie[who],
      origin: PUBLIC_URL,
    });
    tabs.push(tab);
    await tab.opened;
    return tab;
  }

  const send = (tab: Tab, body: Record<string, unknown>) =>
    tab.socket.send(JSON.stringify({ type: 'message.send', chatId: cast.chatId, ...body }));
  const eventsOf = (tab: Tab, type: string) => tab.received.filter((event) => event.type === type);
  const stored = async () =>
    json<{ messages: ChatMessage[] }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/chats/${cast.chatId}/messages`,
        headers: { cookie: cast.cookie.mentor },
      }),
    ).messages;

  it('stores it masked and tells both members; a retry is answered with the same message', async () => {
    const mentee = await tabOf('mentee');
    const mentor = await tabOf('mentor');
    send(mentee, { clientId: 'socket-000001', text: 'Hello over the socket, you idiot' });
    await until(() => eventsOf(mentor, 'message.created').length === 1);
    await until(() => eventsOf(mentee, 'message.created').length === 1);
    const [created] = eventsOf(mentee, 'message.created') as { message: ChatMessage }[];
    expect(created?.message).toMatchObject({
      clientId: 'socket-000001',
      text: 'Hello over the socket, you *****',
      senderId: cast.id.mentee,
    });

    send(mentee, { clientId: 'socket-000001', text: 'Hello over the socket, you idiot' });
    await until(() => eventsOf(mentee, 'message.sent').length === 1);
    expect(eventsOf(mentee, 'message.sent')).toEqual([
      { type: 'message.sent', message: created?.message },
    ]);
    // Nobody is told twice, and it is stored once.
    expect(eventsOf(mentor, 'message.created')).toHaveLength(1);
    expect((await stored()).map((message) => message.clientId)).toEqual(['socket-000001']);
  });

  it('refuses, with the answer the POST would give, what it must not store', async () => {
    const stranger = await tabOf('stranger');
    send(stranger, { clientId: 'socket-stranger-1', text: 'Let me in' });
    const mentee = await tabOf('mentee');
    send(mentee, { clientId: 'socket-empty-001', text: '   ' });
    await until(() => eventsOf(stranger, 'message.refused').length === 1);
    await until(() => eventsOf(mentee, 'message.refused').length === 1);
    expect(eventsOf(stranger, 'message.refused')).toMatchObject([
      {
        type: 'message.refused',
        clientId: 'socket-stranger-1',
        status: 404,
        error: { code: 'not_found', message: uiText.chatNotFound },
      },
    ]);
    expect(eventsOf(mentee, 'message.refused')).toMatchObject([
      {
        type: 'message.refused',
        clientId: 'socket-empty-001',
        status: 400,
        error: { code: 'invalid_message', message: uiText.messageEmpty },
      },
    ]);
    expect((await stored()).map((message) => message.clientId)).toEqual(['socket-000001']);
  });

  it('holds contact details sent to a minor, and tells only the sender', async () => {
    const mentor = await tabOf('mentor');
    const mentee = await tabOf('mentee');
    send(mentor, { clientId: 'socket-held-0001', text: 'text me on 07700 900123' });
    await until(() => eventsOf(mentor, 'message.held').length === 1);
    expect(eventsOf(mentor, 'message.held')[0]).toMatchObject({
      held: { clientId: 'socket-held-0001', status: 'held', text: 'text me on 07700 900123' },
    });
    // A message sent after it arrives first: the held one never reached the mentee.
    send(mentor, { clientId: 'socket-after-held', text: 'See you Thursday' });
    await until(() => eventsOf(mentee, 'message.created').length === 1);
    const [arrived] = eventsOf(mentee, 'message.created') as { message: ChatMessage }[];
    expect(arrived?.message.clientId).toBe('socket-after-held');
  });

  it('counts as use of the session, as a request does, at the next check of the session', async () => {
    t.context.socketTimings.sessionRecheckMs = 100;
    const lastUsedOf = async (who: CastMember) =>
      (
        await t.db
          .selectFrom('sessions')
          .select('last_used_at')
          .where('user_id', '=', cast.id[who])
          .executeTakeFirstOrThrow()
      ).last_used_at;
    const mentee = await tabOf('mentee');
    await tabOf('mentor');
    // Opening a socket is a request, and used the session; then both tabs go quiet.
    const anHourAgo = Date.now() - 60 * 60_000;
    await t.db.updateTable('sessions').set({ last_used_at: anHourAgo }).execute();
    send(mentee, { clientId: 'socket-use-00001', text: 'Still here' });
    await until(() => eventsOf(mentee, 'message.created').length === 1);
    await until(async () => (await lastUsedOf('mentee')) > anHourAgo);
    // A tab that only listens is not use: its session still times out when idle.
    expect(await lastUsedOf('mentor')).toBe(anHourAgo);
  });

  it('refuses a malformed send as the POST would, and ignores other malformed events', async () => {
    const mentee = await tabOf('mentee');
    send(mentee, { clientId: 'socket-too-long1', text: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) });
    mentee.socket.send(JSON.stringify({ type: 'message.send', clientId: 'socket-nochat-1' }));
    mentee.socket.send(JSON.stringify({ type: 'typing', chatId: cast.chatId }));
    mentee.socket.send(JSON.stringify({ type: 'ping' }));
    await until(() => eventsOf(mentee, 'pong').length === 1);
    const refusal = (clientId: string) => ({
      type: 'message.refused',
      clientId,
      status: 400,
      error: { code: 'invalid_message', message: uiText.sendFailed, text: { id: 'sendFailed' } },
    });
    expect(mentee.received).toEqual([
      refusal('socket-too-long1'),
      refusal('socket-nochat-1'),
      { type: 'pong' },
    ]);
    const clientIds = (await stored()).map((message) => message.clientId);
    expect(clientIds).not.toContain('socket-too-long1');
    expect(clientIds).not.toContain('socket-nochat-1');
  });
});
