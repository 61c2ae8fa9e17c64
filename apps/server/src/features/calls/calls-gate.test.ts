import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call, CallRoom } from '@mentorbridge/domain/api/calls';
import { uiText } from '@mentorbridge/domain/ui-text';
import { daysAfter } from '@mentorbridge/domain/vetting-rules';
import { todayBy } from '../../lib/clock.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  SCHOOL_JITSI,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import { vettingWorld } from '../../test/vetting-world.ts';
import { makeLead } from '../safeguarding/leads.ts';
import { reviewCalls } from './service.ts';

const DAY = 24 * 60 * 60_000;

/**
 * A call between a mentor and a child ends the moment the mentor's safeguarding record stops
 * counting, by a lead's suspension or by its expiry, and neither can enter its meeting again
 * (decisions 038 and 049).
 */
describe.each(databaseKinds)('calls stopped by the safeguarding gate on %s', (kind) => {
  let t: TestApp;
  const { cookie, id, call, person, record, suspension } = vettingWorld(() => t, `cg.${kind}`);

  beforeAll(async () => {
    t = await startTestApp(kind, { environment: SCHOOL_JITSI });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await person('lead', { age: 50, role: 'mentor', skills: ['Law'] });
    expect(await makeLead(t.db, `cg.${kind}.lead@example.com`)).toMatchObject({ ok: true });
    await person('cara', { age: 40, role: 'mentor', skills: ['Nursing'] });
    await person('eve', { age: 40, role: 'mentor', skills: ['Nursing'] });
    await person('mia', { age: 15 });
    await person('lou', { age: 15 });
  });
  afterAll(() => t.close());

  /** The mentee asks the mentor, who accepts: their chat. */
  async function chatOf(mentor: string, mentee: string): Promise<string> {
    const asked = await call(mentee, 'POST', '/api/connections', { mentorId: id[mentor] });
    expect(asked.statusCode).toBe(201);
    const chatId = `${id[mentor] ?? ''}__${id[mentee] ?? ''}`;
    expect((await call(mentor, 'POST', `/api/connections/${chatId}/accept`)).statusCode).toBe(204);
    return chatId;
  }

  const roomAnswer = (who: string, chatId: string) =>
    call(who, 'POST', `/api/chats/${chatId}/call-room`);

  /** A tab of one person over a real WebSocket, with the calls it has been told of. */
  async function tabOf(who: string) {
    const port = (t.app.server.address() as AddressInfo).port;
    const tab = connectSocket(`ws://127.0.0.1:${port}/api/ws`, {
      cookie: cookie[who] ?? '',
      origin: PUBLIC_URL,
    });
    await tab.opened;
    return {
      join: (chatId: string) => tab.socket.send(JSON.stringify({ type: 'call.join', chatId })),
      calls: () =>
        tab.received
          .filter((event) => event.type === 'call.changed')
          .map((event) => event.call as Call),
      async close() {
        tab.socket.close();
        await tab.closed;
      },
    };
  }

  /** Both members open the meeting and hold the call, as the call page does. */
  async function callBetween(mentor: string, mentee: string, chatId: string) {
    const tabs = [await tabOf(mentor), await tabOf(mentee)];
    for (const who of [mentor, mentee])
      expect((await roomAnswer(who, chatId)).statusCode).toBe(200);
    for (const tab of tabs) tab.join(chatId);
    const both = [id[mentor] ?? '', id[mentee] ?? ''].sort();
    await until(() =>
      tabs.every((tab) => tab.calls().some((seen) => seen.participantIds.length === 2)),
    );
    expect(tabs[0]?.calls().at(-1)).toEqual({ chatId, participantIds: both, coordinators: [] });
    return tabs;
  }

  /** What both tabs, the tables and the room route must show once the call has been ended. */
  async function expectEnded(
    tabs: Awaited<ReturnType<typeof tabOf>>[],
    { chatId, members, mentorName }: { chatId: string; members: string[]; mentorName: string },
  ) {
    const ended: Call = { chatId, participantIds: [], coordinators: [] };
    await until(() => tabs.every((tab) => tab.calls().at(-1)?.participantIds.length === 0));
    for (const tab of tabs) expect(tab.calls().at(-1)).toEqual(ended);
    expect(await t.db.selectFrom('active_calls').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('call_rooms').selectAll().execute()).toEqual([]);
    const paused = {
      error: { code: 'chat_waits_for_check', message: uiText.chatWaitsForCheck({ mentorName }) },
    };
    for (const who of members) {
      const refused = await roomAnswer(who, chatId);
      expect(refused.statusCode).toBe(409);
      expect(json(refused)).toMatchObject(paused);
    }
    // Joining again is refused too: no one is told of a call, none is stored.
    const seen = tabs.map((tab) => tab.calls().length);
    for (const tab of tabs) tab.join(chatId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tabs.map((tab) => tab.calls().length)).toEqual(seen);
    expect(await t.db.selectFrom('active_calls').selectAll().execute()).toEqual([]);
  }

  it('ends the call of a mentor and a 15-year-old the moment a lead suspends the record', async () => {
    const chatId = await chatOf('cara', 'mia');
    const tabs = await callBetween('cara', 'mia', chatId);

    expect((await suspension('cara', true)).statusCode).toBe(200);

    await expectEnded(tabs, { chatId, members: ['cara', 'mia'], mentorName: 'Cara Gate' });
    expect((await suspension('cara', false)).statusCode).toBe(200);
    await Promise.all(tabs.map((tab) => tab.close()));
  });

  it('ends the call within the minute round once the record has run out, and lets no one back in', async () => {
    expect(
      (await record('eve', { expiresOn: daysAfter(todayBy(t.context.clock), 3) })).statusCode,
    ).toBe(200);
    const chatId = await chatOf('eve', 'lou');
    const tabs = await callBetween('eve', 'lou', chatId);
    // Before the day, the minute round leaves the call alone.
    expect(await reviewCalls(t.context)).toBe(0);
    expect(await t.db.selectFrom('active_calls').selectAll().execute()).toHaveLength(2);

    const start = Date.now();
    t.context.clock.now = () => start + 3 * DAY;
    try {
      expect(await reviewCalls(t.context)).toBe(1);
      await expectEnded(tabs, { chatId, members: ['eve', 'lou'], mentorName: 'Eve Gate' });
    } finally {
      t.context.clock.now = () => Date.now();
      await Promise.all(tabs.map((tab) => tab.close()));
    }
  });

  it('answers the room to no one else, and gives no meeting to a stranger to the chat', async () => {
    const chatId = `${id.cara ?? ''}__${id.mia ?? ''}`;
    const room = json<CallRoom>(await roomAnswer('mia', chatId));
    for (const who of ['lead', 'eve', 'lou']) {
      const refused = await roomAnswer(who, chatId);
      expect(refused.statusCode).toBe(404);
      expect(json(refused)).toMatchObject({
        error: { code: 'not_found', message: uiText.chatNotFound },
      });
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/call-room`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain(room.roomName);
  });
});
