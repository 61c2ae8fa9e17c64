import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCast, type CastMember } from '../../test/chat-cast.ts';
import { openTab, until } from '../../test/sockets.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { endCallsOfGoneProcesses } from './process-lease.ts';
import { renewProcessLease } from './repository.ts';
import { endCallOfPausedChat, reviewCalls } from './service.ts';

/**
 * Each member's time in a chat's calls (decision 059), kept by triggers on the tabs holding the call:
 * from a member's first tab joining to their last leaving, a new time for each rejoin, ended
 * however the tabs let go, and in that member's data export alone.
 */
describe.each(databaseKinds)("each member's time in a call on %s", (kind) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    cast = await chatCast(t, 'attendance');
  });
  afterAll(() => t.close());

  /** A tab of one person, which can join and leave the chat's call. */
  async function tabOf(who: CastMember) {
    const tab = await openTab(t.app, cast.cookie[who]);
    const join = () => tab.send({ type: 'call.join', chatId: cast.chatId });
    const leave = () => tab.send({ type: 'call.leave', chatId: cast.chatId });
    return { ...tab, join, leave };
  }

  const times = (who?: CastMember) => {
    let query = t.db
      .selectFrom('call_attendance')
      .selectAll()
      .where('chat_id', '=', cast.chatId)
      .orderBy('joined_at');
    if (who) query = query.where('user_id', '=', cast.id[who]);
    return query.execute();
  };
  const openCall = () =>
    t.db
      .selectFrom('call_history')
      .selectAll()
      .where('chat_id', '=', cast.chatId)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
  const stillIn = async (who: CastMember) =>
    (await times(who)).filter((time) => time.left_at === null).length;

  it('keeps a member in from their first tab joining to their last leaving, and a rejoin anew', async () => {
    const [first, second, mentee] = [
      await tabOf('mentor'),
      await tabOf('mentor'),
      await tabOf('mentee'),
    ];
    first.join();
    await first.settled();
    const call = await openCall();
    expect(await times()).toEqual([
      {
        chat_id: cast.chatId,
        call_started_at: call?.started_at,
        user_id: cast.id.mentor,
        joined_at: call?.started_at,
        left_at: null,
      },
    ]);

    // A second tab of the mentor is the same time in the call; the mentee's is in the same call.
    second.join();
    mentee.join();
    await Promise.all([second.settled(), mentee.settled()]);
    expect((await times()).map((time) => [time.user_id, time.call_started_at])).toEqual([
      [cast.id.mentor, call?.started_at],
      [cast.id.mentee, call?.started_at],
    ]);

    // One tab leaving keeps the mentor in; the last one leaving ends their time, not the call.
    first.leave();
    await first.settled();
    expect(await stillIn('mentor')).toBe(1);
    second.leave();
    await second.settled();
    const [left] = await times('mentor');
    expect(left?.left_at).toBeGreaterThanOrEqual(left?.joined_at ?? Infinity);
    expect(await stillIn('mentee')).toBe(1);

    // Back in the same call: a second time of theirs, in it.
    first.join();
    await first.settled();
    const mentorTimes = await times('mentor');
    expect(mentorTimes).toHaveLength(2);
    expect(mentorTimes[1]).toMatchObject({ call_started_at: call?.started_at, left_at: null });
    expect((await openCall())?.started_at).toBe(call?.started_at);

    // The call ended by the gate, both members' tabs at once: every time in it ends.
    await endCallOfPausedChat(t.context, cast.chatId);
    expect(await openCall()).toBeUndefined();
    const ended = await times();
    expect(ended).toHaveLength(3);
    for (const time of ended) expect(time.left_at).toBeGreaterThanOrEqual(time.joined_at);
    await Promise.all([first, second, mentee].map((tab) => tab.close()));
  });

  it('ends the time of a tab whose process vanished, and the review what a race left open', async () => {
    // A tab held by a process that stops renewing its lease: another process ends its call.
    await t.db
      .insertInto('active_calls')
      .values({
        chat_id: cast.chatId,
        user_id: cast.id.mentee,
        connection_id: 'socket-on-a-vanished-process',
        process_id: 'vanished',
        started_at: Date.now(),
      })
      .execute();
    await renewProcessLease(t.db, 'vanished', Date.now() + 1_000);
    expect(await stillIn('mentee')).toBe(1);
    await endCallsOfGoneProcesses(t.context, Date.now() + 2_000);
    expect(await stillIn('mentee')).toBe(0);

    // Two tabs leaving at once on PostgreSQL may each have seen the other: the mentor's time
    // stays open with no tab. The review ends it, and not the mentee's, whose tab is still in.
    const mentee = await tabOf('mentee');
    mentee.join();
    await mentee.settled();
    const call = await openCall();
    await t.db
      .insertInto('call_attendance')
      .values({
        chat_id: cast.chatId,
        call_started_at: call?.started_at ?? 0,
        user_id: cast.id.mentor,
        joined_at: Date.now() - 60_000,
        left_at: null,
      })
      .execute();
    await reviewCalls(t.context);
    expect([await stillIn('mentor'), await stillIn('mentee')]).toEqual([0, 1]);
    await mentee.close();
    await until(async () => (await stillIn('mentee')) === 0);
  });

  it("puts a member's own times in their data export, never the other member's", async () => {
    const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());
    for (const [who, other] of [
      ['mentor', 'mentee'],
      ['mentee', 'mentor'],
    ] as const) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/account/data',
        headers: { cookie: cast.cookie[who] },
      });
      const [chat] = json<{ chats: { youWereInCalls: unknown[] }[] }>(answer).chats;
      const own = (await times(who)).map((time) => ({
        callStartedAt: iso(time.call_started_at),
        joinedAt: iso(time.joined_at),
        leftAt: iso(time.left_at),
      }));
      expect(own.length).toBeGreaterThan(1);
      expect(chat?.youWereInCalls).toEqual(own);
      // The other member's joins, but for those that began a call (those are the call's start).
      const callStarts = new Set((await times()).map((time) => time.call_started_at));
      const theirs = (await times(other)).filter((time) => !callStarts.has(time.joined_at));
      expect(theirs.length).toBeGreaterThan(0);
      for (const time of theirs) expect(answer.body).not.toContain(iso(time.joined_at));
    }
  });
});
