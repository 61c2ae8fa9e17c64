import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCast } from '../../test/chat-cast.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import { databaseKinds, PUBLIC_URL, startTestApp, type TestApp } from '../../test/test-app.ts';
import { advanceChatRead, insertNextMessage } from '../chat/repository.ts';
import { mailUnreadChats } from './unread-mail.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(databaseKinds)('mail about unread messages on %s', (kind) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  let socketUrl: string;
  const menteeEmail = `unread.${kind}.mentee@example.com`;
  /** The time the story starts; every message and run is placed from it. */
  const start = Date.UTC(2026, 10, 23, 8);
  let clientNumber = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    cast = await chatCast(t, `unread.${kind}`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    socketUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
  });
  afterAll(() => t.close());

  const mentorSays = (text: string, at: number) =>
    insertNextMessage(t.db, {
      id: randomUUID(),
      chatId: cast.chatId,
      senderId: cast.id.mentor,
      text,
      imageId: null,
      clientId: `unread-${(clientNumber += 1)}`,
      now: at,
    });
  /** Runs the job at `now`; the mails about unread messages it sent to the mentee. */
  const runAt = async (now: number) => {
    const before = t.mail.mails.length;
    await mailUnreadChats(t.context, now);
    await t.context.background.settled();
    return t.mail.mails
      .slice(before)
      .filter(
        (mail) => mail.to.includes(menteeEmail) && mail.subject.includes('sent you a message'),
      );
  };

  it('waits 15 minutes, then mails once, naming the sender and linking to the chat, without the words', async () => {
    await mentorSays('Here is the secret plan for your homework', start);
    expect(await runAt(start + 14 * MINUTE)).toEqual([]);
    const [mail, ...more] = await runAt(start + 15 * MINUTE);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Unnamed mentor sent you a message');
    expect(mail?.text).toContain(`Open the chat: ${PUBLIC_URL}/chat/${cast.chatId}`);
    expect(mail?.text).not.toContain('secret plan');
    expect(mail?.headers['list-unsubscribe']).toContain('kind=unread');
    // Once: the same unread message is not mailed again, however long it waits.
    expect(await runAt(start + 16 * MINUTE)).toEqual([]);
    expect(await runAt(start + 7 * HOUR)).toEqual([]);
  });

  it('mails about newer messages no sooner than 6 hours after the last mail', async () => {
    const mailedAt = start + 15 * MINUTE;
    await mentorSays('Another thought', mailedAt + HOUR);
    expect(await runAt(mailedAt + 2 * HOUR)).toEqual([]);
    expect(await runAt(mailedAt + 6 * HOUR - 1)).toEqual([]);
    expect(await runAt(mailedAt + 6 * HOUR)).toHaveLength(1);
  });

  it('mails nobody who has seen the chat, and waits 15 minutes from the first message after a mail', async () => {
    const lastMail = start + 15 * MINUTE + 6 * HOUR;
    const seq = await mentorSays('Seen soon', lastMail + 7 * HOUR);
    await advanceChatRead(t.db, { chatId: cast.chatId, userId: cast.id.mentee, upToSeq: seq });
    expect(await runAt(lastMail + 8 * HOUR)).toEqual([]);

    const next = lastMail + 9 * HOUR;
    await mentorSays('Unseen again', next);
    await mentorSays('And again', next + 10 * MINUTE);
    expect(await runAt(next + 14 * MINUTE)).toEqual([]);
    expect(await runAt(next + 15 * MINUTE)).toHaveLength(1);
  });

  it('mails nobody who has a tab open, and does once the tab is closed', async () => {
    const at = start + 2 * 24 * HOUR;
    await mentorSays('While you are here', at);
    const tab = connectSocket(socketUrl, { cookie: cast.cookie.mentee, origin: PUBLIC_URL });
    await tab.opened;
    await until(
      async () => (await t.db.selectFrom('open_tabs').selectAll().execute()).length === 1,
    );
    expect(await runAt(at + 30 * MINUTE)).toEqual([]);
    tab.socket.close();
    await until(
      async () => (await t.db.selectFrom('open_tabs').selectAll().execute()).length === 0,
    );
    expect(await runAt(at + 31 * MINUTE)).toHaveLength(1);
  });

  it('mails nobody who turned these mails off, and the sender is never mailed of their own words', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/notifications',
      headers: { cookie: cast.cookie.mentee },
      payload: { requests: true, answers: true, unread: false, mentoring: true },
    });
    const at = start + 3 * 24 * HOUR;
    await mentorSays('Nobody is told', at);
    expect(await runAt(at + HOUR)).toEqual([]);
    const toMentor = t.mail.mails.filter(
      (mail) =>
        mail.to.includes(`unread.${kind}.mentor@example.com`) && mail.subject.includes('sent you'),
    );
    expect(toMentor).toEqual([]);
  });

  it('sends each mail once when two runs race for it', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/notifications',
      headers: { cookie: cast.cookie.mentee },
      payload: { requests: true, answers: true, unread: true, mentoring: true },
    });
    const at = start + 4 * 24 * HOUR;
    await mentorSays('Raced', at);
    const before = t.mail.mails.length;
    const claimed = await Promise.all([
      mailUnreadChats(t.context, at + HOUR),
      mailUnreadChats(t.context, at + HOUR),
      mailUnreadChats(t.context, at + HOUR),
    ]);
    await t.context.background.settled();
    expect(claimed.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(t.mail.mails.slice(before).filter((mail) => mail.to.includes(menteeEmail))).toHaveLength(
      1,
    );
  });
});
