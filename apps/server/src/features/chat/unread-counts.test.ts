import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnreadCounts } from '@mentorbridge/domain/api/notifications';
import { chatCast } from '../../test/chat-cast.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(databaseKinds)('unread counts on %s', (kind) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    cast = await chatCast(t, `unread-counts.${kind}`);
  });
  afterAll(() => t.close());

  const unreadOf = async (who: 'mentor' | 'mentee' | 'stranger') =>
    json<UnreadCounts>(
      await t.app.inject({
        method: 'GET',
        url: '/api/chats/unread',
        headers: { cookie: cast.cookie[who] },
      }),
    );
  const say = (who: 'mentor' | 'mentee', text: string, clientId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/messages`,
      headers: { cookie: cast.cookie[who] },
      payload: { clientId: `unread-counts-${clientId}`, text },
    });

  it('counts the other member’s messages after what the user has seen, and clears when seen', async () => {
    expect(await unreadOf('mentee')).toEqual({ chats: {}, total: 0 });
    await say('mentor', 'Welcome!', 'count-1');
    const second = await say('mentor', 'How was school?', 'count-2');
    await say('mentee', 'Hi!', 'count-3');

    expect(await unreadOf('mentee')).toEqual({ chats: { [cast.chatId]: 2 }, total: 2 });
    // Their own messages are never unread to them; the mentee's one is to the mentor.
    expect(await unreadOf('mentor')).toEqual({ chats: { [cast.chatId]: 1 }, total: 1 });
    expect(await unreadOf('stranger')).toEqual({ chats: {}, total: 0 });

    const seenFirst = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/seen`,
      headers: { cookie: cast.cookie.mentee },
      payload: { upToSeq: json<{ seq: number }>(second).seq - 1 },
    });
    expect(seenFirst.statusCode).toBe(204);
    expect(await unreadOf('mentee')).toEqual({ chats: { [cast.chatId]: 1 }, total: 1 });

    await t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/seen`,
      headers: { cookie: cast.cookie.mentee },
      payload: { upToSeq: 3 },
    });
    expect(await unreadOf('mentee')).toEqual({ chats: {}, total: 0 });
  });
});
