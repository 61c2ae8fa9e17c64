import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionList } from '@mentorbridge/domain/api/connections';
import type { MentorProfile, SuggestionList } from '@mentorbridge/domain/api/mentor-story';
import type { MentorPage } from '@mentorbridge/domain/api/mentors';
import { plainPng } from '@mentorbridge/testing/images';
import { uiText } from '@mentorbridge/domain/ui-text';
import { daysAfter, yearsAfter } from '@mentorbridge/domain/vetting-rules';
import { databaseDump } from '../../test/rows-mentioning.ts';
import { vettingWorld } from '../../test/vetting-world.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import { todayBy } from '../../lib/clock.ts';
import { mailUnreadChats } from '../notifications/unread-mail.ts';
import { makeLead } from '../safeguarding/leads.ts';

const DAY = 24 * 60 * 60_000;
const story = {
  headline: 'Nurse who failed her first exams',
  about: '',
  experiences: [],
  languages: ['English'],
  goals: ['confidence'],
};

/**
 * The safeguarding gate (decision 038) on every path a mentor and a child meet by: a mentor
 * whose record does not count today is not there for anyone under 18, and their chats with
 * under-18s wait, over HTTP and WebSocket, until a new check is recorded.
 */
describe.each(databaseKinds)('the safeguarding gate on %s', (kind) => {
  let t: TestApp;
  const world = vettingWorld(() => t, `gate.${kind}`);
  const { cookie, id, call, person, entry, record, suspension } = world;
  const directoryNames = async (who: string, query = '') =>
    json<MentorPage>(await call(who, 'GET', `/api/mentors${query}`)).mentors.map(
      (mentor) => mentor.name,
    );
  const suggestedNames = async (who: string) =>
    json<SuggestionList>(await call(who, 'GET', '/api/mentors/suggestions')).suggestions.map(
      (suggestion) => suggestion.mentor.name,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await person('lead', { age: 50, role: 'mentor', skills: ['Law'] });
    expect(await makeLead(t.db, `gate.${kind}.lead@example.com`)).toMatchObject({ ok: true });
    await person('cara', { age: 40, role: 'mentor', skills: ['Nursing'] });
    await person('uli', { age: 40, role: 'mentor', skills: ['Nursing'], checked: false });
    await person('eve', { age: 40, role: 'mentor', skills: ['Nursing'], checked: false });
    for (const mentor of ['cara', 'uli', 'eve']) {
      expect((await call(mentor, 'PUT', '/api/profile/story', story)).statusCode).toBe(200);
    }
    await person('mia', { age: 15 });
    await person('ada', { age: 20 });
    for (const mentee of ['mia', 'ada']) {
      const answers = { goals: ['confidence'], experiences: [], languages: ['English'] };
      expect((await call(mentee, 'PUT', '/api/profile/answers', answers)).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('shows an unchecked mentor to nobody under 18, on every list and page; to 18–25 as before', async () => {
    for (const query of ['', '?skill=nurs', '?skill=failed%20exams', '?goal=confidence']) {
      expect(await directoryNames('mia', query)).toEqual(['Cara Gate']);
      expect((await directoryNames('ada', query)).sort()).toEqual([
        'Cara Gate',
        'Eve Gate',
        'Uli Gate',
      ]);
    }
    expect(await suggestedNames('mia')).toEqual(['Cara Gate']);
    expect((await suggestedNames('ada')).sort()).toEqual(['Cara Gate', 'Eve Gate', 'Uli Gate']);

    const uliForMia = await call('mia', 'GET', `/api/mentors/${id.uli ?? ''}`);
    expect(uliForMia.statusCode).toBe(404);
    expect(json(uliForMia)).toMatchObject({
      error: { code: 'not_found', message: uiText.mentorNotFound },
    });
    const uliForAda = json<MentorProfile>(await call('ada', 'GET', `/api/mentors/${id.uli ?? ''}`));
    expect(uliForAda).toMatchObject({ name: 'Uli Gate', checkedThrough: null });
    // The badge: the last day the check counts, never its kind or reference.
    const cara = await call('mia', 'GET', `/api/mentors/${id.cara ?? ''}`);
    // Cara's training, ten days old, runs out before her check: the earlier decides.
    const { trainedOn } = entry();
    expect(json<MentorProfile>(cara).checkedThrough).toBe(daysAfter(yearsAfter(trainedOn, 1), -1));
    expect(cara.body).not.toContain('Enhanced DBS');
    expect(cara.body).not.toContain('001234567890');
    const cards = json<MentorPage>(await call('ada', 'GET', '/api/mentors')).mentors;
    expect(Object.fromEntries(cards.map((card) => [card.name, card.checked]))).toEqual({
      'Cara Gate': true,
      'Uli Gate': false,
      'Eve Gate': false,
    });
  });

  it('refuses a child’s request to an unchecked mentor as if there were none, and changes nothing', async () => {
    const before = await databaseDump(t.db);
    const refused = await call('mia', 'POST', '/api/connections', { mentorId: id.uli });
    expect(refused.statusCode).toBe(404);
    expect(json(refused)).toMatchObject({
      error: { code: 'not_found', message: uiText.mentorUnavailable },
    });
    expect(await databaseDump(t.db)).toEqual(before);
    expect((await call('ada', 'POST', '/api/connections', { mentorId: id.uli })).statusCode).toBe(
      201,
    );
  });

  it('lets a lead suspend a record at once, refusing the accept of a child’s request and unread mail, and lift it', async () => {
    expect((await call('mia', 'POST', '/api/connections', { mentorId: id.cara })).statusCode).toBe(
      201,
    );
    const suspended = await suspension('cara', true);
    expect(json(suspended)).toEqual({ state: 'suspended' });
    expect(await directoryNames('mia')).toEqual([]);
    const chatId = `${id.cara ?? ''}__${id.mia ?? ''}`;
    const accept = await call('cara', 'POST', `/api/connections/${chatId}/accept`);
    expect(accept.statusCode).toBe(409);
    expect(json(accept)).toMatchObject({
      error: { code: 'mentor_not_checked', message: uiText.notCheckedYet },
    });

    expect(json(await suspension('cara', false))).toMatchObject({ state: 'valid' });
    expect(await directoryNames('mia')).toEqual(['Cara Gate']);
    expect((await call('cara', 'POST', `/api/connections/${chatId}/accept`)).statusCode).toBe(204);

    // A message left unread is not mailed about while the chat waits for the check.
    const sent = await call('mia', 'POST', `/api/chats/${chatId}/messages`, {
      clientId: 'gate-unread-01',
      text: 'Are you free on Monday?',
    });
    expect(sent.statusCode).toBe(201);
    await suspension('cara', true);
    const later = Date.now() + 16 * 60_000;
    expect(await mailUnreadChats(t.context, later)).toBe(0);
    await suspension('cara', false);
    expect(await mailUnreadChats(t.context, later)).toBe(1);
  });

  it('pauses a child’s chat on the day the check expires, on every path, and opens it with its history once renewed', async () => {
    // Eve's check runs out in ten days.
    const recorded = await record('eve', { expiresOn: daysAfter(todayBy(t.context.clock), 10) });
    expect(json(recorded)).toMatchObject({ state: 'valid', expiresInDays: 10 });
    expect((await call('mia', 'POST', '/api/connections', { mentorId: id.eve })).statusCode).toBe(
      201,
    );
    const chatId = `${id.eve ?? ''}__${id.mia ?? ''}`;
    expect((await call('eve', 'POST', `/api/connections/${chatId}/accept`)).statusCode).toBe(204);
    const send = (who: string, clientId: string) =>
      call(who, 'POST', `/api/chats/${chatId}/messages`, { clientId, text: 'See you Tuesday' });
    expect((await send('mia', 'gate-before-001')).statusCode).toBe(201);

    const port = (t.app.server.address() as AddressInfo).port;
    const tab = (who: string) =>
      connectSocket(`ws://127.0.0.1:${port}/api/ws`, {
        cookie: cookie[who] ?? '',
        origin: PUBLIC_URL,
      });
    const mia = tab('mia');
    const eve = tab('eve');
    await Promise.all([mia.opened, eve.opened]);

    // Ten days on, by the app's one clock: no job runs, the day alone decides.
    const start = Date.now();
    t.context.clock.now = () => start + 10 * DAY;
    try {
      const paused = {
        error: {
          code: 'chat_waits_for_check',
          message: uiText.chatWaitsForCheck({ mentorName: 'Eve Gate' }),
        },
      };
      expect(uiText.chatWaitsForCheck({ mentorName: 'Eve Gate' })).toBe(
        "This chat is paused until Eve Gate's safeguarding check is renewed.",
      );
      for (const who of ['mia', 'eve']) {
        const refused = await send(who, `gate-after-${who}`);
        expect(refused.statusCode).toBe(409);
        expect(json(refused)).toMatchObject(paused);
      }
      const picture = await t.app.inject({
        method: 'PUT',
        url: `/api/chats/${chatId}/images`,
        headers: { cookie: cookie.mia ?? '', 'content-type': 'application/octet-stream' },
        payload: await plainPng(),
      });
      expect(picture.statusCode).toBe(409);

      mia.socket.send(
        JSON.stringify({ type: 'message.send', chatId, clientId: 'gate-socket-01', text: 'Hi' }),
      );
      await until(() => mia.received.some((event) => event.type === 'message.refused'));
      expect(mia.received.find((event) => event.type === 'message.refused')).toMatchObject({
        status: 409,
        ...paused,
      });
      eve.socket.send(JSON.stringify({ type: 'typing', chatId, typing: true }));
      eve.socket.send(JSON.stringify({ type: 'call.join', chatId }));
      // Give a relayed event time to arrive: none may.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const kinds = mia.received.map((event) => event.type);
      expect(kinds).not.toContain('typing');
      expect(kinds).not.toContain('call.changed');
      expect(kinds).not.toContain('message.created');
      expect(json<{ calls: unknown[] }>(await call('mia', 'GET', '/api/calls')).calls).toEqual([]);

      // Both sides see why, and the child no longer finds her mentor.
      for (const who of ['mia', 'eve']) {
        const requests = json<ConnectionList>(await call(who, 'GET', '/api/connections')).requests;
        expect(requests.find((request) => request.id === chatId)).toMatchObject({
          status: 'accepted',
          waitsForCheck: true,
        });
      }
      expect(await directoryNames('mia')).toEqual(['Cara Gate']);
      const panel = await call('eve', 'GET', '/api/mentoring/check');
      expect(json(panel)).toMatchObject({ status: { state: 'expired' } });

      // A new check: the chat opens again with everything in it.
      expect(json(await record('eve'))).toMatchObject({ state: 'valid' });
      expect((await send('mia', 'gate-renewed-01')).statusCode).toBe(201);
      const messages = json<{ messages: { clientId: string }[] }>(
        await call('eve', 'GET', `/api/chats/${chatId}/messages`),
      ).messages;
      expect(messages.map((message) => message.clientId)).toEqual([
        'gate-before-001',
        'gate-renewed-01',
      ]);
    } finally {
      t.context.clock.now = () => Date.now();
      mia.socket.close();
      eve.socket.close();
      // Gone tabs leave the table after their sockets close; the next test compares tables.
      await until(
        async () => (await t.db.selectFrom('open_tabs').select('user_id').execute()).length === 0,
      );
    }
  });
});
