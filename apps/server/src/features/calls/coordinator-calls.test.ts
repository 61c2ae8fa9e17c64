import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallSignal, IceConfig } from '@mentorbridge/domain/api/call-signals';
import type { Call } from '@mentorbridge/domain/api/calls';
import type { ProgrammesConsole } from '@mentorbridge/domain/api/programmes';
import type { ProgrammePairs } from '@mentorbridge/domain/api/programme-matches';
import { uiText } from '@mentorbridge/domain/ui-text';
import { changeProgramme } from '../../test/change-programme.ts';
import { openProgrammeMatch, programmeWithPeople } from '../../test/programme-with-people.ts';
import { programmesWorld } from '../../test/programmes-world.ts';
import { openTab, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  SCHOOL_JITSI,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

const candidate = (from: string): CallSignal => ({
  kind: 'candidate',
  from,
  to: null,
  candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host',
  sdpMid: '0',
  sdpMLineIndex: 0,
});

/**
 * "A coordinator joins every call" (decision 060): a pupil under 18's call is one of three. The
 * server passes no signal between the pair until a coordinator of their programme, whose own
 * record counts, is in the call, over the socket and over HTTP alike; the pair is told who
 * joined; a coordinator of another school, or without a record that counts, gets nothing.
 */
describe.each(databaseKinds)('a coordinator who joins every call, on %s', (kind) => {
  let t: TestApp;
  const world = programmesWorld(() => t, `coordinator-calls.${kind}`);
  const { id, call, cookie } = world;
  let programmeId = '';
  let chatId = '';
  const iceFor = (who: string) => call(who, 'GET', `/api/chats/${chatId}/ice-servers`);

  /** A tab of one person in the pair's call, which signals to whom it names. */
  async function inCall(who: string) {
    const tab = await openTab(t.app, cookie[who] ?? '');
    tab.send({ type: 'call.join', chatId });
    await tab.settled();
    const signal = (toUserId: string | undefined) =>
      tab.send({ type: 'call.signal', chatId, signal: candidate(`${who}-page-1`), toUserId });
    const signalsFrom = (fromWho: string) =>
      tab
        .of('call.signal')
        .filter((event) => 'fromUserId' in event && event.fromUserId === id[fromWho]);
    const lastCall = () => {
      const event = tab.of('call.changed').at(-1);
      return event && 'call' in event ? (event.call as Call) : undefined;
    };
    return { ...tab, signal, signalsFrom, lastCall };
  }

  beforeAll(async () => {
    // A school's own Jitsi, so its meeting's rule is asked too; signals pass as for in-app calls.
    t = await startTestApp(kind, { environment: SCHOOL_JITSI });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    programmeId = await programmeWithPeople(t, world);
    chatId = await openProgrammeMatch(world, programmeId, 'mo', 'maya');
    await changeProgramme(world, programmeId, { videoPolicy: 'coordinator_joins' });
    // Uma coordinates Hillside too, with no safeguarding record of her own.
    await world.person('uma', 38);
    await t.db
      .deleteFrom('mentor_vetting')
      .where('user_id', '=', id.uma ?? '')
      .execute();
    const hillside = json<ProgrammesConsole>(await call('tess', 'GET', '/api/programmes'))
      .organisations[0]?.id;
    await t.db
      .insertInto('organisation_coordinators')
      .values({ organisation_id: hillside ?? '', user_id: id.uma ?? '', added_at: Date.now() })
      .execute();
  });
  afterAll(() => t.close());

  it('lets the pair open the call without a caregiver’s yes, saying a coordinator joins it', async () => {
    const ice = await iceFor('maya');
    expect(ice.statusCode).toBe(200);
    expect(json<IceConfig>(ice).coordinatorJoins).toBe(true);
  });

  it('passes no signal between the pair until their coordinator is in the call', async () => {
    const [mo, maya] = [await inCall('mo'), await inCall('maya')];
    try {
      mo.signal(id.maya);
      await until(() => mo.of('call.signal.refused').length === 1);
      expect(mo.of('call.signal.refused')[0]).toMatchObject({
        status: 409,
        error: { code: 'waiting_for_coordinator', message: uiText.callWaitsForCoordinator },
      });
      const overHttp = await call('maya', 'POST', `/api/chats/${chatId}/call-signals`, {
        signal: candidate('maya-page-1'),
      });
      expect(overHttp.statusCode).toBe(409);
      await mo.settled();
      expect(maya.signalsFrom('mo')).toEqual([]);
      expect(mo.signalsFrom('maya')).toEqual([]);
      expect(maya.lastCall()?.coordinators).toEqual([]);
      // The console tells the coordinator the pair is in the call and offers to join it.
      const { pairs } = json<ProgrammePairs>(
        await call('tess', 'GET', `/api/programmes/${programmeId}/pairs`),
      );
      expect(pairs.find((pair) => pair.requestId === chatId)).toMatchObject({
        coordinatorJoinsCalls: true,
        inCall: true,
      });
    } finally {
      await Promise.all([mo.close(), maya.close()]);
    }
  });

  it('gives nothing to a coordinator whose own record does not count, or of another school', async () => {
    expect((await iceFor('uma')).statusCode).toBe(403);
    expect((await iceFor('rita')).statusCode).toBe(404);
    const maya = await inCall('maya');
    const [uma, rita] = [await inCall('uma'), await inCall('rita')];
    try {
      for (const outsider of [uma, rita]) outsider.signal(id.maya);
      await until(() => [uma, rita].every((tab) => tab.of('call.signal.refused').length === 1));
      expect(uma.of('call.signal.refused')[0]).toMatchObject({ status: 403 });
      expect(rita.of('call.signal.refused')[0]).toMatchObject({ status: 404 });
      await maya.settled();
      expect(maya.lastCall()?.participantIds).toEqual([id.maya]);
      expect([...maya.signalsFrom('uma'), ...maya.signalsFrom('rita')]).toEqual([]);
    } finally {
      await Promise.all([uma.close(), rita.close(), maya.close()]);
    }
  });

  it('lets the pair talk once their checked coordinator joins, and not after they leave', async () => {
    expect((await iceFor('tess')).statusCode).toBe(200);
    const [mo, maya] = [await inCall('mo'), await inCall('maya')];
    // Before she is in the call, the coordinator's signals reach nobody either.
    const early = await call('tess', 'POST', `/api/chats/${chatId}/call-signals`, {
      signal: candidate('tess-page-0'),
      toUserId: id.maya,
    });
    expect(early.statusCode).toBe(404);
    const tess = await inCall('tess');
    try {
      const joined = { id: id.tess, name: 'Tess Hill', programmeName: 'Year 10 mentoring' };
      await until(() => maya.lastCall()?.coordinators.length === 1);
      expect(maya.lastCall()?.coordinators).toEqual([joined]);
      expect(mo.lastCall()?.coordinators).toEqual([joined]);
      expect(tess.lastCall()?.participantIds).toHaveLength(3);

      // The coordinator reaches each member, and each the coordinator; a signal with nobody
      // named is no one's.
      tess.signal(id.maya);
      maya.signal(id.tess);
      mo.signal(id.tess);
      await until(() => maya.signalsFrom('tess').length === 1);
      await until(
        () => tess.signalsFrom('maya').length === 1 && tess.signalsFrom('mo').length === 1,
      );
      tess.signal(undefined);
      await until(() => tess.of('call.signal.refused').length === 1);
      expect(tess.of('call.signal.refused')[0]).toMatchObject({ status: 404 });

      mo.signal(id.maya);
      await until(() => maya.signalsFrom('mo').length === 1);
      expect(mo.of('call.signal.refused')).toEqual([]);

      await tess.close();
      await until(() => maya.lastCall()?.coordinators.length === 0);
      mo.signal(id.maya);
      await until(() => mo.of('call.signal.refused').length === 1);
      await maya.settled();
      expect(maya.signalsFrom('mo')).toHaveLength(1);
    } finally {
      await Promise.all([mo.close(), maya.close(), tess.close()]);
    }
  });

  it('holds the pair’s signals again the moment the coordinator’s own record stops counting', async () => {
    const [mo, maya, tess] = [await inCall('mo'), await inCall('maya'), await inCall('tess')];
    const record = () =>
      t.db
        .selectFrom('mentor_vetting')
        .selectAll()
        .where('user_id', '=', id.tess ?? '');
    const kept = await record().executeTakeFirstOrThrow();
    try {
      mo.signal(id.maya);
      await until(() => maya.signalsFrom('mo').length === 1);
      // Still in the call, before any minute round: her record no longer counts.
      await t.db
        .updateTable('mentor_vetting')
        .set({ reaches_children_until: '2000-01-01' })
        .where('user_id', '=', id.tess ?? '')
        .execute();
      mo.signal(id.maya);
      maya.signal(id.tess);
      await until(() => mo.of('call.signal.refused').length === 1);
      await until(() => maya.of('call.signal.refused').length === 1);
      expect(mo.of('call.signal.refused')[0]).toMatchObject({
        error: { code: 'waiting_for_coordinator' },
      });
      await maya.settled();
      expect(maya.signalsFrom('mo')).toHaveLength(1);
      expect(tess.signalsFrom('maya')).toEqual([]);
    } finally {
      await t.db
        .updateTable('mentor_vetting')
        .set({ reaches_children_until: kept.reaches_children_until })
        .where('user_id', '=', id.tess ?? '')
        .execute();
      await Promise.all([mo.close(), maya.close(), tess.close()]);
    }
  });

  it('gives the pair a school Jitsi’s meeting only once the coordinator is in it', async () => {
    const room = (who: string) => call(who, 'POST', `/api/chats/${chatId}/call-room`);
    const waiting = await room('maya');
    expect(waiting.statusCode).toBe(409);
    expect(json(waiting)).toMatchObject({
      error: { code: 'waiting_for_coordinator', message: uiText.callWaitsForCoordinator },
    });
    expect((await room('uma')).statusCode).toBe(403);
    expect((await room('tess')).statusCode).toBe(200);
    const tess = await inCall('tess');
    try {
      expect((await room('maya')).statusCode).toBe(200);
      expect((await room('mo')).statusCode).toBe(200);
    } finally {
      await tess.close();
    }
  });

  it('counts a call as the pair’s only once both members are in it, not the mentor and the coordinator alone', async () => {
    const openCall = () =>
      t.db
        .selectFrom('call_history')
        .select(['started_by', 'both_joined'])
        .where('chat_id', '=', chatId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
    const tess = await inCall('tess');
    const mo = await inCall('mo');
    try {
      expect(await openCall()).toEqual({ started_by: id.tess, both_joined: 0 });
      const maya = await inCall('maya');
      expect((await openCall())?.both_joined).toBe(1);
      await maya.close();
    } finally {
      await Promise.all([tess.close(), mo.close()]);
    }
  });

  it('keeps the coordinator out of a call with a pupil of 18 or over', async () => {
    await t.db
      .updateTable('users')
      .set({ age: 18 })
      .where('id', '=', id.maya ?? '')
      .execute();
    try {
      expect(json<IceConfig>(await iceFor('maya')).coordinatorJoins).toBe(false);
      expect((await iceFor('tess')).statusCode).toBe(404);
    } finally {
      await t.db
        .updateTable('users')
        .set({ age: 14 })
        .where('id', '=', id.maya ?? '')
        .execute();
    }
  });
});
