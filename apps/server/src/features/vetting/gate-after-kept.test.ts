import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MentorProfile, SuggestionList } from '@mentorbridge/domain/api/mentor-story';
import type { MentorPage } from '@mentorbridge/domain/api/mentors';
import { uiText } from '@mentorbridge/domain/ui-text';
import { daysAfter } from '@mentorbridge/domain/vetting-rules';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import { databaseDump } from '../../test/rows-mentioning.ts';
import { vettingWorld } from '../../test/vetting-world.ts';
import { todayBy } from '../../lib/clock.ts';
import { makeLead } from '../safeguarding/leads.ts';

const DAY = 24 * 60 * 60_000;
const story = {
  headline: 'Nurse who failed her first exams',
  about: '',
  experiences: [],
  languages: ['English'],
  goals: ['confidence'],
};
const answers = { goals: ['confidence'], experiences: [], languages: ['English'] };

/**
 * The answers the server keeps in memory (the directory's pages, decision 028; the suggestions'
 * story bits, decision 037; the chats' standing, decision 035) after a mentor's check runs out.
 * An expiry is a day passing, with no write to any table, so nothing that was kept while the
 * check counted may answer a child once it no longer does (decision 038).
 */
describe.each(databaseKinds)('kept answers after a check expires, on %s', (kind) => {
  let t: TestApp;
  const world = vettingWorld(() => t, `kept.${kind}`);
  const { cookie, id, call, person, record } = world;
  let startOfTest = 0;
  let noonToday = 0;
  /** Moves the app's clock to noon `days` days after the test's first day, and on from there. */
  const clockOn = (days: number) => {
    t.context.clock.now = () => noonToday + days * DAY + (Date.now() - startOfTest);
  };

  const directoryNames = async (who: string, query = '') =>
    json<MentorPage>(await call(who, 'GET', `/api/mentors${query}`))
      .mentors.map((mentor) => mentor.name)
      .sort();
  const suggestedNames = async (who: string) =>
    json<SuggestionList>(await call(who, 'GET', '/api/mentors/suggestions'))
      .suggestions.map((suggestion) => suggestion.mentor.name)
      .sort();
  const kitsPage = (who: string) => call(who, 'GET', `/api/mentors/${id.kit ?? ''}`);
  const chatId = () => `${id.kit ?? ''}__${id.max ?? ''}`;
  const send = (clientId: string) =>
    call('max', 'POST', `/api/chats/${chatId()}/messages`, { clientId, text: 'See you Tuesday' });
  const tab = (who: string) => {
    const port = (t.app.server.address() as AddressInfo).port;
    return connectSocket(`ws://127.0.0.1:${port}/api/ws`, {
      cookie: cookie[who] ?? '',
      origin: PUBLIC_URL,
    });
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Noon, so that the day cannot turn by itself while the test runs.
    startOfTest = Date.now();
    noonToday = Date.parse(`${todayBy(t.context.clock)}T12:00:00Z`);
    clockOn(0);
    await person('lead', { age: 50, role: 'mentor', skills: ['Law'] });
    expect(await makeLead(t.db, `kept.${kind}.lead@example.com`)).toMatchObject({ ok: true });
    await person('cara', { age: 40, role: 'mentor', skills: ['Nursing'] });
    await person('kit', { age: 40, role: 'mentor', skills: ['Nursing'], checked: false });
    for (const mentor of ['cara', 'kit']) {
      expect((await call(mentor, 'PUT', '/api/profile/story', story)).statusCode).toBe(200);
    }
    // Kit's check counts today and runs out tomorrow.
    const tomorrow = daysAfter(todayBy(t.context.clock), 1);
    expect(json(await record('kit', { expiresOn: tomorrow }))).toMatchObject({
      state: 'valid',
      expiresInDays: 1,
    });
    await person('mia', { age: 15 });
    await person('max', { age: 15 });
    await person('mo', { age: 15 });
    await person('ada', { age: 20 });
    for (const mentee of ['mia', 'ada']) {
      expect((await call(mentee, 'PUT', '/api/profile/answers', answers)).statusCode).toBe(200);
    }
    // Max, 15, is in an accepted chat with Kit.
    expect((await call('max', 'POST', '/api/connections', { mentorId: id.kit })).statusCode).toBe(
      201,
    );
    expect((await call('kit', 'POST', `/api/connections/${chatId()}/accept`)).statusCode).toBe(204);
    // Mo, 15, asked Kit today; Kit has not answered yet.
    expect((await call('mo', 'POST', '/api/connections', { mentorId: id.kit })).statusCode).toBe(
      201,
    );
  });
  afterAll(async () => {
    t.context.clock.now = () => Date.now();
    await t.close();
  });

  const queries = ['', '?skill=nurs', '?skill=failed%20exams', '?goal=confidence'];

  it('shows Kit today to a child and an adult on every list and page, each answer now kept', async () => {
    // Asked twice: the second answer comes from what the first kept.
    for (let round = 0; round < 2; round += 1) {
      for (const who of ['mia', 'ada']) {
        for (const query of queries) {
          expect(await directoryNames(who, query)).toEqual(['Cara Gate', 'Kit Gate']);
        }
        expect(await suggestedNames(who)).toEqual(['Cara Gate', 'Kit Gate']);
        const page = await kitsPage(who);
        expect(page.statusCode).toBe(200);
        expect(json<MentorProfile>(page).checkedThrough).toBe(todayBy(t.context.clock));
      }
    }
  });

  // Tomorrow: the first day Kit's check no longer counts. Nothing was written since.

  it('drops Kit from a child’s kept directory pages and searches the next day; an adult’s keep them', async () => {
    clockOn(1);
    for (const query of queries) {
      expect(await directoryNames('mia', query)).toEqual(['Cara Gate']);
      expect(await directoryNames('ada', query)).toEqual(['Cara Gate', 'Kit Gate']);
    }
  });

  it('drops Kit from a child’s suggestions the next day; an adult’s keep them', async () => {
    clockOn(1);
    expect(await suggestedNames('mia')).toEqual(['Cara Gate']);
    expect(await suggestedNames('ada')).toEqual(['Cara Gate', 'Kit Gate']);
  });

  it('answers Kit’s page to a child as if Kit did not exist the next day; to an adult without the badge', async () => {
    clockOn(1);
    const pageForMia = await kitsPage('mia');
    expect(pageForMia.statusCode).toBe(404);
    expect(json(pageForMia)).toMatchObject({
      error: { code: 'not_found', message: uiText.mentorNotFound },
    });
    const pageForAda = await kitsPage('ada');
    expect(pageForAda.statusCode).toBe(200);
    expect(json<MentorProfile>(pageForAda)).toMatchObject({
      name: 'Kit Gate',
      checkedThrough: null,
    });
  });

  it('refuses a child’s new request to Kit the next day and changes nothing; an adult’s goes', async () => {
    clockOn(1);
    const before = await databaseDump(t.db);
    const refused = await call('mia', 'POST', '/api/connections', { mentorId: id.kit });
    expect(refused.statusCode).toBe(404);
    expect(json(refused)).toMatchObject({
      error: { code: 'not_found', message: uiText.mentorUnavailable },
    });
    expect(await databaseDump(t.db)).toEqual(before);
    const asked = await call('ada', 'POST', '/api/connections', { mentorId: id.kit });
    expect(asked.statusCode).toBe(201);
  });

  it('refuses Kit’s accept of a child’s request made the day before, and leaves it pending', async () => {
    clockOn(1);
    const requestId = `${id.kit ?? ''}__${id.mo ?? ''}`;
    const accept = await call('kit', 'POST', `/api/connections/${requestId}/accept`);
    expect(accept.statusCode).toBe(409);
    expect(json(accept)).toMatchObject({
      error: { code: 'mentor_not_checked', message: uiText.notCheckedYet },
    });
    const stored = await t.db
      .selectFrom('mentor_requests')
      .select('status')
      .where('id', '=', requestId)
      .executeTakeFirst();
    expect(stored).toEqual({ status: 'pending' });
  });

  const paused = {
    error: {
      code: 'chat_waits_for_check',
      message: uiText.chatWaitsForCheck({ mentorName: 'Kit Gate' }),
    },
  };
  const storedClientIds = async () =>
    (
      await t.db
        .selectFrom('messages')
        .select('client_id')
        .where('chat_id', '=', chatId())
        .orderBy('seq')
        .execute()
    ).map((row) => row.client_id);

  it('refuses a POSTed message in a kept chat once the day has passed', async () => {
    clockOn(0);
    // Today the chat is open, and the send keeps it in memory with its standing.
    expect((await send('kept-http-before')).statusCode).toBe(201);
    expect((await send('kept-http-before')).statusCode).toBe(200);

    clockOn(1);
    const refused = await send('kept-http-after');
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject(paused);
    expect(await storedClientIds()).toEqual(['kept-http-before']);
  });

  it('refuses a message sent over the WebSocket in a kept chat once the day has passed', async () => {
    clockOn(0);
    const max = tab('max');
    await max.opened;
    const sendOverSocket = (clientId: string) =>
      max.socket.send(
        JSON.stringify({ type: 'message.send', chatId: chatId(), clientId, text: 'Hi' }),
      );
    try {
      sendOverSocket('kept-socket-before');
      await until(() =>
        max.received.some(
          (event) =>
            event.type === 'message.created' &&
            (event.message as { clientId?: string } | undefined)?.clientId === 'kept-socket-before',
        ),
      );

      clockOn(1);
      sendOverSocket('kept-socket-after');
      await until(() => max.received.some((event) => event.type === 'message.refused'));
      const refusal = max.received.find((event) => event.type === 'message.refused');
      expect(refusal).toMatchObject({
        type: 'message.refused',
        clientId: 'kept-socket-after',
        status: 409,
        ...paused,
      });
      // The socket's refusal carries the message for the reader's browser to write, as HTTP's does.
      expect(refusal).toMatchObject({ error: { text: { id: 'chatWaitsForCheck' } } });
      expect(await storedClientIds()).toEqual(['kept-http-before', 'kept-socket-before']);
    } finally {
      max.socket.close();
    }
  });
});
