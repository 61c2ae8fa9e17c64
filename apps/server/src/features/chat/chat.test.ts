import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import { uiText } from '@mentorbridge/domain/ui-text';
import { describeImage, jpegWithGpsExif } from '@mentorbridge/testing/images';
import { type CastMember, chatCast } from '../../test/chat-cast.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

describe.each(databaseKinds)('chat on %s', (kind) => {
  let t: TestApp;
  let cookie: Awaited<ReturnType<typeof chatCast>>['cookie'];
  let id: Awaited<ReturnType<typeof chatCast>>['id'];
  let chatOf: (mentee: CastMember) => string;
  let chatId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ cookie, id, chatOf, chatId } = await chatCast(t, 'chat'));
  });
  afterAll(() => t.close());

  const send = (as: string, chat: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chats/${chat}/messages`,
      headers: { cookie: as },
      payload: body,
    });
  const read = (as: string, chat: string, after = 0) =>
    t.app.inject({
      method: 'GET',
      url: `/api/chats/${chat}/messages?after=${after}`,
      headers: { cookie: as },
    });
  const markSeen = (as: string, chat: string, upToSeq: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chats/${chat}/seen`,
      headers: { cookie: as },
      payload: { upToSeq },
    });
  const upload = (as: string, chat: string, bytes: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/chats/${chat}/images`,
      headers: { cookie: as, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });

  it('stores text masked, in order, and answers a retried send with the same message', async () => {
    const first = await send(cookie.mentee, chatId, {
      clientId: 'client-000001',
      text: 'Hello, you idiot',
    });
    expect(first.statusCode).toBe(201);
    expect(json<ChatMessage>(first)).toMatchObject({
      seq: 1,
      text: 'Hello, you *****',
      senderId: id.mentee,
      seenBy: [id.mentee],
    });

    const retry = await send(cookie.mentee, chatId, {
      clientId: 'client-000001',
      text: 'Hello, you idiot',
    });
    expect(retry.statusCode).toBe(200);
    expect(json<ChatMessage>(retry).id).toBe(json<ChatMessage>(first).id);

    await send(cookie.mentor, chatId, { clientId: 'client-000002', text: 'Hi there!' });
    const all = json<{ messages: ChatMessage[] }>(await read(cookie.mentor, chatId)).messages;
    expect(all.map((message) => [message.seq, message.text])).toEqual([
      [1, 'Hello, you *****'],
      [2, 'Hi there!'],
    ]);
    const after = json<{ messages: ChatMessage[] }>(await read(cookie.mentee, chatId, 1)).messages;
    expect(after.map((message) => message.seq)).toEqual([2]);
  });

  it('refuses a message with neither text nor image', async () => {
    const response = await send(cookie.mentee, chatId, { clientId: 'client-000003', text: '   ' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: { message: uiText.messageEmpty } });
  });

  it('marks messages seen by the member who viewed them', async () => {
    expect((await markSeen(cookie.mentor, chatId, 1)).statusCode).toBe(204);
    const all = json<{ messages: ChatMessage[] }>(await read(cookie.mentee, chatId)).messages;
    expect(all[0]?.seenBy).toEqual([id.mentee, id.mentor]);
    expect(all[1]?.seenBy).toEqual([id.mentor]);
  });

  it('never marks seen past the last message, so the next one arrives unseen', async () => {
    const before = json<{ messages: ChatMessage[] }>(await read(cookie.mentee, chatId)).messages;
    expect((await markSeen(cookie.mentor, chatId, 1_000_000)).statusCode).toBe(204);
    const next = json<ChatMessage>(
      await send(cookie.mentee, chatId, { clientId: 'client-ahead-1', text: 'Still there?' }),
    );
    expect(next.seq).toBe((before.at(-1)?.seq ?? 0) + 1);
    const stored = json<{ messages: ChatMessage[] }>(await read(cookie.mentee, chatId)).messages;
    expect(stored.at(-2)?.seenBy).toContain(id.mentor);
    expect(stored.at(-1)?.seenBy).toEqual([id.mentee]);
  });

  it('sends an image re-encoded without EXIF, served to the two members only', async () => {
    const uploaded = await upload(cookie.mentor, chatId, await jpegWithGpsExif(2400, 1800));
    expect(uploaded.statusCode).toBe(201);
    const { imageId } = json<{ imageId: string }>(uploaded);
    const sent = json<ChatMessage>(
      await send(cookie.mentor, chatId, { clientId: 'client-000004', imageId }),
    );
    expect(sent.imageUrl).toBe(`/api/chats/${chatId}/images/${imageId}`);

    const image = await t.app.inject({
      method: 'GET',
      url: sent.imageUrl ?? '',
      headers: { cookie: cookie.mentee },
    });
    expect(image.statusCode).toBe(200);
    // Never kept by the browser: nothing of a chat stays on a shared computer (decision 054).
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(await describeImage(image.rawPayload)).toMatchObject({
      format: 'webp',
      width: 1600,
      hasExif: false,
    });
    const listed = await t.context.files.list(`chat-images/${chatId}`);
    expect(listed).toEqual([`chat-images/${chatId}/${imageId}.webp`]);
  });

  it('refuses an image from another chat and a file that is not an image', async () => {
    const notImage = await upload(cookie.mentor, chatId, Buffer.from('<svg></svg>'));
    expect(notImage.statusCode).toBe(400);
    expect(json(notImage)).toMatchObject({ error: { message: uiText.imageUploadFailed } });
    const foreign = await send(cookie.mentor, chatId, {
      clientId: 'client-000005',
      imageId: '1700000000000-aaaaaaaaaaaa',
    });
    expect(foreign.statusCode).toBe(400);
  });

  describe('keeps everyone else out', () => {
    let imageUrl: string;
    beforeAll(async () => {
      const all = json<{ messages: ChatMessage[] }>(await read(cookie.mentor, chatId)).messages;
      imageUrl = all.find((message) => message.imageUrl)?.imageUrl ?? '';
    });

    it.each([
      ['a third user', () => cookie.stranger, 404],
      ['a signed-out client', () => '', 401],
    ])(
      '%s cannot read, post, upload to or fetch an image of the chat',
      async (_who, as, status) => {
        expect((await read(as(), chatId)).statusCode).toBe(status);
        expect(
          (await send(as(), chatId, { clientId: 'client-intruder', text: 'let me in' })).statusCode,
        ).toBe(status);
        expect((await upload(as(), chatId, await jpegWithGpsExif())).statusCode).toBe(status);
        const image = await t.app.inject({
          method: 'GET',
          url: imageUrl,
          headers: { cookie: as() },
        });
        expect(image.statusCode).toBe(status);
        const all = json<{ messages: ChatMessage[] }>(await read(cookie.mentor, chatId)).messages;
        expect(all.some((message) => message.text === 'let me in')).toBe(false);
      },
    );

    it.each([
      ['pending', 'pending'],
      ['rejected', 'rejected'],
    ] as const)('a %s request’s chat refuses messages', async (_state, who) => {
      const response = await send(cookie[who], chatOf(who), {
        clientId: 'client-000006',
        text: 'hello?',
      });
      expect(response.statusCode).toBe(409);
      expect(json(response)).toMatchObject({ error: { message: 'Chat not accepted yet.' } });
      expect((await read(cookie.mentor, chatOf(who))).statusCode).toBe(409);
    });
  });

  it('pushes messages and typing to the two members and to nobody else', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
    const [mentor, mentee, stranger] = (['mentor', 'mentee', 'stranger'] as const).map((who) =>
      connectSocket(url, { cookie: cookie[who], origin: PUBLIC_URL }),
    );
    if (!mentor || !mentee || !stranger) throw new Error('three sockets expected');
    await Promise.all([mentor.opened, mentee.opened, stranger.opened]);

    // A stranger's typing for this chat goes nowhere; the mentee's reaches the mentor only.
    stranger.socket.send(JSON.stringify({ type: 'typing', chatId, typing: true }));
    mentee.socket.send(JSON.stringify({ type: 'typing', chatId, typing: true }));
    await until(() => mentor.received.some((event) => event.type === 'typing'));
    expect(mentor.received.filter((event) => event.type === 'typing')).toEqual([
      { type: 'typing', chatId, userId: id.mentee, typing: true },
    ]);

    await send(cookie.mentee, chatId, { clientId: 'client-000007', text: 'Live!' });
    const created = (events: Record<string, unknown>[]) =>
      events.filter((event) => event.type === 'message.created');
    await until(
      () => created(mentor.received).length === 1 && created(mentee.received).length === 1,
    );
    expect(created(mentor.received)[0]).toMatchObject({ message: { text: 'Live!' } });
    expect(stranger.received).toEqual([]);
    for (const socket of [mentor, mentee, stranger]) socket.socket.close();
  });
});
