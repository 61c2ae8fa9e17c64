import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainPng } from '@mentorbridge/testing/images';
import type { ConnectionList, ConnectionRequest } from '@mentorbridge/domain/api/connections';
import type { SuggestionList } from '@mentorbridge/domain/api/mentor-story';
import type { MentorPage } from '@mentorbridge/domain/api/mentors';
import { uiText } from '@mentorbridge/domain/ui-text';
import { sessionUserOf } from '../../test/accounts.ts';
import { programmeWithPeople } from '../../test/programme-with-people.ts';
import { programmesWorld } from '../../test/programmes-world.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

/**
 * Matching inside a programme (decision 058): a programme that keeps its pupils to its mentors
 * keeps them there in every list and every request; a match its coordinator approves opens
 * nothing, over HTTP or WebSocket, until a coordinator does; a coordinator's no comes with a
 * reason, and a proposal is approved by being made.
 */
describe.each(databaseKinds)('matching in a programme on %s', (kind) => {
  let t: TestApp;
  const world = programmesWorld(() => t, `matching.${kind}`);
  const { cookie, id, call, auditLines } = world;
  let programmeId = '';
  const chatOf = (mentor: string, pupil: string) => `${id[mentor] ?? ''}__${id[pupil] ?? ''}`;
  const requestOf = async (who: string, chatId: string) =>
    json<ConnectionList>(await call(who, 'GET', '/api/connections')).requests.find(
      (request) => request.id === chatId,
    );
  const ask = (pupil: string, mentor: string) =>
    call(pupil, 'POST', '/api/connections', { mentorId: id[mentor] });
  const send = (who: string, chatId: string, clientId: string) =>
    call(who, 'POST', `/api/chats/${chatId}/messages`, { clientId, text: 'Hello there' });
  const decide = (who: string, chatId: string, decision: 'approve' | 'refuse', reason?: string) =>
    call(
      who,
      'POST',
      `/api/programmes/${programmeId}/matches/${chatId}/${decision}`,
      reason === undefined ? undefined : { reason },
    );
  const directoryIds = async (who: string, query = '') =>
    json<MentorPage>(await call(who, 'GET', `/api/mentors${query}`)).mentors.map((m) => m.id);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    programmeId = await programmeWithPeople(t, world);
  });
  afterAll(() => t.close());

  it("keeps its pupils to its mentors in the directory, search, a mentor's page, suggestions and requests", async () => {
    const ours = [id.mo, id.ned].sort();
    expect((await directoryIds('maya')).sort()).toEqual(ours);
    expect((await directoryIds('maya', '?skill=Teach')).sort()).toEqual(ours);
    expect(await directoryIds('ola')).toEqual(expect.arrayContaining([id.mo, id.ned, id.vera]));
    expect((await call('maya', 'GET', `/api/mentors/${id.vera ?? ''}`)).statusCode).toBe(404);
    expect((await call('ola', 'GET', `/api/mentors/${id.vera ?? ''}`)).statusCode).toBe(200);

    const suggested = async (who: string) =>
      json<SuggestionList>(await call(who, 'GET', '/api/mentors/suggestions')).suggestions.map(
        (suggestion) => suggestion.mentor.id,
      );
    expect((await suggested('maya')).sort()).toEqual(ours);
    expect(await suggested('ola')).toContain(id.vera);

    // The session names the programme, so All Mentors can say why it holds so few.
    const kept = async (who: string) =>
      (await sessionUserOf(t.app, cookie[who] ?? '')).keptByProgramme;
    expect([await kept('maya'), await kept('ola')]).toEqual(['Year 10 mentoring', null]);

    const refused = await ask('maya', 'vera');
    expect(refused.statusCode).toBe(404);
    expect(await t.db.selectFrom('mentor_requests').select('id').execute()).toEqual([]);
  });

  it('opens no chat, over HTTP or WebSocket, until a coordinator approves the match', async () => {
    const chatId = chatOf('mo', 'maya');
    const asked = await ask('maya', 'mo');
    expect(asked.statusCode).toBe(201);
    expect(json<{ request: ConnectionRequest }>(asked).request.programme).toEqual({
      name: 'Year 10 mentoring',
      waitsForCoordinator: false,
      proposed: false,
      refusal: null,
    });
    expect((await call('mo', 'POST', `/api/connections/${chatId}/accept`)).statusCode).toBe(204);
    for (const who of ['maya', 'mo']) {
      expect(await requestOf(who, chatId)).toMatchObject({
        status: 'pending',
        programme: { waitsForCoordinator: true },
      });
    }
    expect(uiText.matchWaitsForProgramme).toBe(
      "Your programme's coordinator will look at this match soon.",
    );
    // The mentor's mind is the coordinator's to decide now.
    for (const move of ['accept', 'reject']) {
      expect((await call('mo', 'POST', `/api/connections/${chatId}/${move}`)).statusCode).toBe(409);
    }

    const port = (t.app.server.address() as AddressInfo).port;
    const tab = (who: string) =>
      connectSocket(`ws://127.0.0.1:${port}/api/ws`, {
        cookie: cookie[who] ?? '',
        origin: PUBLIC_URL,
      });
    const maya = tab('maya');
    const mo = tab('mo');
    await Promise.all([maya.opened, mo.opened]);
    try {
      for (const who of ['maya', 'mo']) {
        expect((await send(who, chatId, `waiting-${who}`)).statusCode).toBe(409);
      }
      const picture = await t.app.inject({
        method: 'PUT',
        url: `/api/chats/${chatId}/images`,
        headers: { cookie: cookie.maya ?? '', 'content-type': 'application/octet-stream' },
        payload: await plainPng(),
      });
      expect(picture.statusCode).toBe(409);
      expect((await call('mo', 'GET', `/api/chats/${chatId}/ice-servers`)).statusCode).toBe(409);
      maya.socket.send(
        JSON.stringify({ type: 'message.send', chatId, clientId: 'waiting-socket', text: 'Hi' }),
      );
      await until(() => maya.received.some((event) => event.type === 'message.refused'));
      mo.socket.send(JSON.stringify({ type: 'typing', chatId, typing: true }));
      mo.socket.send(JSON.stringify({ type: 'call.join', chatId }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const kinds = maya.received.map((event) => event.type);
      for (const kind of ['typing', 'call.changed', 'message.created']) {
        expect(kinds).not.toContain(kind);
      }
      expect(await t.db.selectFrom('messages').select('id').execute()).toEqual([]);

      // Another school's coordinator finds no such match; this programme's opens the chat.
      expect((await decide('rita', chatId, 'approve')).statusCode).toBe(404);
      expect((await decide('tess', chatId, 'approve')).statusCode).toBe(204);
      expect((await decide('tess', chatId, 'approve')).statusCode).toBe(409);
      await until(() => maya.received.some((event) => event.type === 'request.changed'));
    } finally {
      maya.socket.close();
      mo.socket.close();
    }
    expect(await requestOf('maya', chatId)).toMatchObject({
      status: 'accepted',
      programme: { waitsForCoordinator: false },
    });
    expect((await send('maya', chatId, 'approved-maya')).statusCode).toBe(201);
    expect((await send('mo', chatId, 'approved-mo')).statusCode).toBe(201);
    expect((await auditLines()).map((line) => line.action)).toContain('approved a match');
  });

  it('says no with a reason that the pupil and the mentor both read', async () => {
    const chatId = chatOf('mo', 'pia');
    expect((await ask('pia', 'mo')).statusCode).toBe(201);
    expect((await decide('tess', chatId, 'approve')).statusCode).toBe(409); // not said yes to yet
    expect((await call('mo', 'POST', `/api/connections/${chatId}/accept`)).statusCode).toBe(204);
    const blank = await decide('tess', chatId, 'refuse', '  ');
    expect([blank.statusCode, json(blank)]).toMatchObject([
      400,
      { error: { code: 'invalid_request', message: uiText.refusalReasonRequired } },
    ]);
    expect((await decide('rita', chatId, 'refuse', 'Not ours')).statusCode).toBe(404);
    const reason = 'Pia is already matched with a mentor for this term.';
    expect((await decide('tess', chatId, 'refuse', reason)).statusCode).toBe(204);
    for (const who of ['pia', 'mo']) {
      expect(await requestOf(who, chatId)).toMatchObject({
        status: 'rejected',
        programme: { waitsForCoordinator: false, refusal: reason },
      });
    }
    const line = (await auditLines()).find((entry) => entry.action === 'refused a match');
    expect(line?.subject).toBe(`programme ${programmeId}, request ${chatId}`);
  });

  it('reaches the mentor as a request when a coordinator proposes, approved by being proposed', async () => {
    const propose = (who: string, pupil: string, mentor: string) =>
      call(who, 'POST', `/api/programmes/${programmeId}/matches`, {
        pupilId: id[pupil],
        mentorId: id[mentor],
      });
    expect((await propose('tess', 'ola', 'ned')).statusCode).toBe(400); // ola is in no programme
    expect((await propose('tess', 'pia', 'vera')).statusCode).toBe(400);
    expect((await propose('rita', 'pia', 'ned')).statusCode).toBe(404);
    const proposed = await propose('tess', 'pia', 'ned');
    const chatId = chatOf('ned', 'pia');
    expect([proposed.statusCode, json(proposed)]).toEqual([201, { requestId: chatId }]);
    expect((await propose('tess', 'pia', 'ned')).statusCode).toBe(409);
    expect(await requestOf('ned', chatId)).toMatchObject({
      status: 'pending',
      programme: { proposed: true, waitsForCoordinator: false },
    });
    expect((await call('ned', 'POST', `/api/connections/${chatId}/accept`)).statusCode).toBe(204);
    expect(await requestOf('pia', chatId)).toMatchObject({ status: 'accepted' });
  });
});
