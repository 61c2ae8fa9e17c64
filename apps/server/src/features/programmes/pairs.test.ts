import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgrammePairs, ReadChat } from '@mentorbridge/domain/api/programme-matches';
import { uiText } from '@mentorbridge/domain/ui-text';
import type { ProgrammePeople } from '@mentorbridge/domain/api/programmes';
import { dayText } from '@mentorbridge/domain/vetting-rules';
import { parseCsv } from '../../test/csv.ts';
import { reviewCalls } from '../calls/service.ts';
import { programmeWithPeople } from '../../test/programme-with-people.ts';
import { programmesWorld } from '../../test/programmes-world.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import { letProgrammePupilCall } from '../../test/programme-calls.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

const DAY = 86_400_000;

/**
 * The console's pairs (decision 058): each match's state, the last message from each side and
 * the messages of the last 14 days, counted from what the pair sent; `Quiet for {n} days` from
 * 14 days without a message; and the programme's record as CSV, for its coordinators only.
 */
describe.each(databaseKinds)("a programme's pairs on %s", (kind) => {
  let t: TestApp;
  const world = programmesWorld(() => t, `pairs.${kind}`);
  const { id, call, auditLines } = world;
  let programmeId = '';
  const chatOf = (mentor: string, pupil: string) => `${id[mentor] ?? ''}__${id[pupil] ?? ''}`;
  const pairsOf = async (who = 'tess') =>
    json<ProgrammePairs>(await call(who, 'GET', `/api/programmes/${programmeId}/pairs`));
  const send = (who: string, chatId: string, clientId: string) =>
    call(who, 'POST', `/api/chats/${chatId}/messages`, { clientId, text: 'How was the week?' });
  const sentAt = async (who: string) =>
    Number(
      (
        await t.db
          .selectFrom('messages')
          .select((eb) => eb.fn.max('created_at').as('at'))
          .where('sender_id', '=', id[who] ?? '')
          .executeTakeFirstOrThrow()
      ).at,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    programmeId = await programmeWithPeople(t, world);
    for (const [pupil, mentor] of [
      ['maya', 'mo'],
      ['pia', 'ned'],
    ] as const) {
      const proposed = await call('tess', 'POST', `/api/programmes/${programmeId}/matches`, {
        pupilId: id[pupil],
        mentorId: id[mentor],
      });
      expect(proposed.statusCode).toBe(201);
      const chatId = chatOf(mentor, pupil);
      expect((await call(mentor, 'POST', `/api/connections/${chatId}/accept`)).statusCode).toBe(
        204,
      );
    }
    const chatId = chatOf('mo', 'maya');
    for (const [who, clientId] of [
      ['maya', 'pairs-maya-1'],
      ['mo', 'pairs-mo-01'],
      ['maya', 'pairs-maya-2'],
    ] as const) {
      expect((await send(who, chatId, clientId)).statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('shows each pair with the last message from each side and the messages of 14 days', async () => {
    const { pairs, pupilsHidden } = await pairsOf();
    expect(pupilsHidden).toBe(false);
    expect(pairs.map((pair) => [pair.pupil.name, pair.mentor.name, pair.state])).toEqual([
      ['Maya Hill', 'Mo Hill', 'active'],
      ['Pia Hill', 'Ned Hill', 'active'],
    ]);
    expect(pairs[0]).toMatchObject({
      proposed: true,
      lastFromPupil: await sentAt('maya'),
      lastFromMentor: await sentAt('mo'),
      messagesLast14Days: 3,
      quietDays: null,
    });
    expect(pairs[1]).toMatchObject({
      lastFromPupil: null,
      lastFromMentor: null,
      messagesLast14Days: 0,
      quietDays: null,
    });
  });

  it('counts the calls both members were in, and their minutes, however the call ends', async () => {
    const chatId = chatOf('mo', 'maya');
    const port = (t.app.server.address() as AddressInfo).port;
    const tabOf = async (who: string) => {
      const tab = connectSocket(`ws://127.0.0.1:${port}/api/ws`, {
        cookie: world.cookie[who] ?? '',
        origin: PUBLIC_URL,
      });
      await tab.opened;
      return tab;
    };
    const history = () =>
      t.db.selectFrom('call_history').select(['both_joined', 'ended_at']).execute();
    // Maya's carer agreed to one-to-one calls, and it is midday: the programme lets them call.
    const clockBack = await letProgrammePupilCall(t, id.maya ?? '');
    // Maya waits alone in a call Mo never joins: a call, but not one they had together.
    const maya = await tabOf('maya');
    maya.socket.send(JSON.stringify({ type: 'call.join', chatId }));
    await until(async () => (await history()).length === 1);
    maya.socket.close();
    await maya.closed;
    await until(async () => (await history())[0]?.ended_at != null);
    // Then both are in one, and it ends as the tabs close.
    const [again, mo] = [await tabOf('maya'), await tabOf('mo')];
    again.socket.send(JSON.stringify({ type: 'call.join', chatId }));
    await until(async () => (await history()).length === 2);
    mo.socket.send(JSON.stringify({ type: 'call.join', chatId }));
    await until(async () => (await history()).some((call) => call.both_joined === 1));
    // One tab after the other, each gone on the server before the next closes: two leaving at
    // once on PostgreSQL may each still see the other, and then the calls' minute round, not
    // this trigger, ends the call (migration 2026-12-13T0600-call-history).
    const tabsIn = async () =>
      (
        await t.db
          .selectFrom('active_calls')
          .select('user_id')
          .where('chat_id', '=', chatId)
          .execute()
      ).length;
    for (const [tab, left] of [
      [again, 1],
      [mo, 0],
    ] as const) {
      tab.socket.close();
      await tab.closed;
      await until(async () => (await tabsIn()) === left);
    }
    await until(async () => (await history()).every((call) => call.ended_at != null));
    clockBack();
    const figures = (await pairsOf()).pairs.find((pair) => pair.requestId === chatId);
    expect([figures?.calls, figures?.callMinutes]).toEqual([1, 0]);

    // A long call earlier in the term counts its minutes.
    const started = Date.now() - 3 * DAY;
    await t.db
      .insertInto('call_history')
      .values({
        chat_id: chatId,
        started_at: started,
        started_by: id.mo ?? '',
        both_joined: 1,
        ended_at: started + 47 * 60_000,
      })
      .execute();
    const later = (await pairsOf()).pairs.find((pair) => pair.requestId === chatId);
    expect([later?.calls, later?.callMinutes]).toEqual([2, 47]);

    // A call two tabs left at once may stay open (PostgreSQL): the calls' review ends it.
    const open = { chat_id: chatId, started_at: Date.now() - 60_000, started_by: id.mo ?? '' };
    await t.db
      .insertInto('call_history')
      .values({ ...open, ended_at: null })
      .execute();
    await reviewCalls(t.context);
    expect((await history()).filter((call) => call.ended_at == null)).toEqual([]);
  });

  it('calls a pair quiet after 14 days without a message', async () => {
    const start = Date.now();
    t.context.clock.now = () => start + 20 * DAY;
    try {
      const { pairs } = await pairsOf();
      expect(pairs.map((pair) => [pair.quietDays, pair.messagesLast14Days])).toEqual([
        [20, 0],
        [20, 0],
      ]);
    } finally {
      t.context.clock.now = () => Date.now();
    }
  });

  it("gives the programme's record as CSV, and another school's coordinator finds nothing", async () => {
    const answer = await call('tess', 'GET', `/api/programmes/${programmeId}/record.csv`);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = parseCsv(answer.body);
    expect(header?.slice(0, 4)).toEqual(['Pupil', 'Age group', 'Matched adult', "Adult's email"]);
    const today = dayText(Date.now());
    expect(rows.map((row) => [row[0], row[2], row[4] !== '', row[9], row[11]])).toEqual([
      ['Maya Hill', 'Mo Hill', true, 'active', today],
      ['Pia Hill', 'Ned Hill', true, 'active', today],
    ]);
    expect((await auditLines()).map((line) => line.action)).toContain(
      "exported a programme's record",
    );
    for (const path of ['pairs', 'record.csv']) {
      const refused = await call('rita', 'GET', `/api/programmes/${programmeId}/${path}`);
      expect(refused.statusCode).toBe(404);
    }
    expect((await call('maya', 'GET', `/api/programmes/${programmeId}/pairs`)).statusCode).toBe(
      404,
    );
  });

  it("shows each mentor's check, read only, and the last day it counts", async () => {
    const { members } = json<ProgrammePeople>(
      await call('tess', 'GET', `/api/programmes/${programmeId}/people`),
    );
    const checks = Object.fromEntries(members.map((member) => [member.fullName, member.check]));
    expect(checks['Maya Hill']).toBeNull();
    expect(checks['Mo Hill']).toEqual({
      kind: expect.any(String),
      countsThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await t.db
      .deleteFrom('mentor_vetting')
      .where('user_id', '=', id.ned ?? '')
      .execute();
    const after = json<ProgrammePeople>(
      await call('tess', 'GET', `/api/programmes/${programmeId}/people`),
    );
    expect(after.members.find((member) => member.fullName === 'Ned Hill')?.check).toEqual({
      kind: null,
      countsThrough: null,
    });
  });

  it("reads a pair's chat only with a reason given first and a check that counts, and logs it", async () => {
    const chatId = chatOf('mo', 'maya');
    const read = (who: string, reason: string) =>
      call(who, 'POST', `/api/programmes/${programmeId}/pairs/${chatId}/read`, { reason });
    const blank = await read('tess', ' ');
    expect([blank.statusCode, json(blank)]).toMatchObject([
      400,
      { error: { code: 'invalid_request', message: uiText.readingReasonRequired } },
    ]);
    const reason = "Maya's form tutor asked us to look.";
    const answer = await read('tess', reason);
    expect(answer.statusCode).toBe(200);
    expect(json<ReadChat>(answer).messages.map((m) => [m.seq, m.from, m.text])).toEqual([
      [1, 'pupil', 'How was the week?'],
      [2, 'mentor', 'How was the week?'],
      [3, 'pupil', 'How was the week?'],
    ]);
    const line = (await auditLines()).find((entry) => entry.action === "read a pair's chat");
    expect(line?.subject).toBe(`programme ${programmeId}, chat ${chatId}`);

    // A coordinator whose own check no longer counts reads nothing; another school's finds nothing.
    await t.db
      .deleteFrom('mentor_vetting')
      .where('user_id', '=', id.tess ?? '')
      .execute();
    const refused = await read('tess', reason);
    expect([refused.statusCode, json(refused)]).toMatchObject([
      403,
      { error: { code: 'forbidden', message: uiText.matchPupilHiddenForReading } },
    ]);
    expect((await pairsOf()).pairs[0]?.pupil.name).toBe('');
    expect((await read('rita', reason)).statusCode).toBe(404);
  });
});
