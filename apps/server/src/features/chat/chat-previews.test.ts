import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatPreviews } from '@mentorbridge/domain/api/chat';
import { PREVIEW_LENGTH } from '@mentorbridge/domain/chat-rules';
import { plainPng } from '@mentorbridge/testing/images';
import { chatCast } from '../../test/chat-cast.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(databaseKinds)('chat previews on %s', (kind) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    cast = await chatCast(t, `chat-previews.${kind}`);
  });
  afterAll(() => t.close());

  const previewsOf = async (who: 'mentor' | 'mentee' | 'stranger' | 'pending') =>
    json<ChatPreviews>(
      await t.app.inject({
        method: 'GET',
        url: '/api/chats/previews',
        headers: { cookie: cast.cookie[who] },
      }),
    ).chats;
  const say = async (who: 'mentor' | 'mentee', body: { text?: string; imageId?: string }) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/messages`,
      headers: { cookie: cast.cookie[who] },
      payload: { clientId: `chat-previews-${Math.random().toString(36).slice(2)}`, ...body },
    });
    expect(sent.statusCode).toBe(201);
  };

  it('gives each member the newest message of the chat, cut to one line, and nobody else', async () => {
    expect(await previewsOf('mentee')).toEqual({});
    await say('mentor', { text: 'Welcome!' });
    await say('mentee', { text: `Yes please!\n${'more '.repeat(40)}` });

    const forMentor = await previewsOf('mentor');
    expect(forMentor[cast.chatId]).toMatchObject({ senderId: cast.id.mentee, hasImage: false });
    expect(Array.from(forMentor[cast.chatId]?.text ?? '')).toHaveLength(PREVIEW_LENGTH);
    expect(forMentor[cast.chatId]?.text.startsWith('Yes please! more more')).toBe(true);
    expect(await previewsOf('mentee')).toEqual(forMentor);
    // Not a member: a stranger, and a mentee whose request still waits.
    expect(await previewsOf('stranger')).toEqual({});
    expect(await previewsOf('pending')).toEqual({});
  });

  it('says a picture is there without its address', async () => {
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/api/chats/${cast.chatId}/images`,
      headers: { cookie: cast.cookie.mentor, 'content-type': 'application/octet-stream' },
      payload: await plainPng(64, 64),
    });
    expect(upload.statusCode).toBe(201);
    await say('mentor', { imageId: json<{ imageId: string }>(upload).imageId });
    expect((await previewsOf('mentee'))[cast.chatId]).toMatchObject({
      senderId: cast.id.mentor,
      text: '',
      hasImage: true,
    });
  });

  it('leaves out a chat with someone blocked', async () => {
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: { cookie: cast.cookie.mentee },
      payload: { userId: cast.id.mentor },
    });
    expect(block.statusCode).toBe(204);
    expect(await previewsOf('mentee')).toEqual({});
    expect(await previewsOf('mentor')).toEqual({});
  });
});
