import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionList } from '@mentorbridge/domain/api/connections';
import type { MentorProfile, SuggestionList } from '@mentorbridge/domain/api/mentor-story';
import type { MentorPage } from '@mentorbridge/domain/api/mentors';
import { plainPng } from '@mentorbridge/testing/images';
import { uiText } from '@mentorbridge/domain/ui-text';
import { daysAfter, yearsAfter } from '@mentorbridge/domain/vetting-rules';
import { sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import { databaseDump } from '../../test/rows-mentioning.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import { todayBy } from '../../lib/clock.ts';
import { makeLead } from '../safeguarding/leads.ts';

const password = 'quiet-river-1';
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
  const cookie: Record<string, string> = {};
  const id: Record<string, string> = {};
  const name: Record<string, string> = {};

  async function person(who: string, account: object) {
    name[who] = `${who[0]?.toUpperCase() ?? ''}${who.slice(1)} Gate`;
    cookie[who] = await verifiedUser(t.app, t.mail, {
      email: `gate.${who}.${kind}@example.com`,
      password,
      ...account,
    });
    id[who] = (await sessionUserOf(t.app, cookie[who] ?? '')).id;
    const named = await call(who, 'PUT', '/api/profile/full-name', { fullName: name[who] });
    expect(named.statusCode).toBe(200);
  }
  const call = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: cookie[who] ?? '' },
      ...(payload ? { payload } : {}),
    });
  const directoryNames = async (who: string, query = '') =>
    json<MentorPage>(await call(who, 'GET', `/api/mentors${query}`)).mentors.map(
      (mentor) => mentor.name,
    );
  const suggestedNames = async (who: string) =>
    json<SuggestionList>(await call(who, 'GET', '/api/mentors/suggestions')).suggestions.map(
      (suggestion) => suggestion.mentor.name,
    );
  /** A check as a lead records it in the console, by the app's clock. */
  const entry = (change: object = {}) => {
    const today = todayBy(t.context.clock);
    const issuedOn = daysAfter(today, -30);
    return {
      kind: 'Enhanced DBS with barred list',
      reference: '001122334455',
      issuedOn,
      seenOn: daysAfter(today, -20),
      expiresOn: yearsAfter(issuedOn, 3),
      references: 2,
      referencesOn: daysAfter(today, -15),
      interviewedOn: daysAfter(today, -12),
      trainedOn: daysAfter(today, -10),
      ...change,
    };
  };
  const record = (mentor: string, change: object = {}) =>
    call('lead', 'PUT', `/api/safeguarding/mentor-checks/${id[mentor] ?? ''}`, entry(change));
  const suspension = (mentor: string, suspended: boolean) =>
    call('lead', 'PUT', `/api/safeguarding/mentor-checks/${id[mentor] ?? ''}/suspension`, {
      suspended,
      reason: suspended ? 'A concern was raised' : 'Looked into: no concern',
    });

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await person('lead', { age: 50, role: 'mentor', skills: ['Law'] });
    expect(await makeLead(t.db, `gate.lead.${kind}@example.com`)).toMatchObject({ ok: true });
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
    expect(json(uliForMia)).toEqual({
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
    expect(json(refused)).toEqual({
      error: { code: 'not_found', message: uiText.mentorUnavailable },
    });
    expect(await databaseDump(t.db)).toEqual(before);
    expect((await call('ada', 'POST', '/api/connections', { mentorId: id.uli })).statusCode).toBe(
      201,
    );
  });

  it('lets a lead suspend a record at once, refusing the accept of a child’s request, and lift it', async () => {
    expect((await call('mia', 'POST', '/api/connections', { mentorId: id.cara })).statusCode).toBe(
      201,
    );
    const suspended = await suspension('cara', true);
    expect(json(suspended)).toEqual({ state: 'suspended' });
    expect(await directoryNames('mia')).toEqual([]);
    const chatId = `${id.cara ?? ''}__${id.mia ?? ''}`;
    const accept = await call('cara', 'POST', `/api/connections/${chatId}/accept`);
    expect(accept.statusCode).toBe(409);
    expect(json(accept)).toEqual({
      error: { code: 'mentor_not_checked', message: uiText.notCheckedYet },
    });

    expect(json(await suspension('cara', false))).toMatchObject({ state: 'valid' });
    expect(await directoryNames('mia')).toEqual(['Cara Gate']);
    expect((await call('cara', 'POST', `/api/connections/${chatId}/accept`)).statusCode).toBe(204);
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
        error: { code: 'chat_waits_for_check', message: uiText.chatWaitsForCheck('Eve Gate') },
      };
      expect(uiText.chatWaitsForCheck('Eve Gate')).toBe(
        "This chat is paused until Eve Gate's safeguarding check is renewed.",
      );
      for (const who of ['mia', 'eve']) {
        const refused = await send(who, `gate-after-${who}`);
        expect(refused.statusCode).toBe(409);
        expect(json(refused)).toEqual(paused);
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

  it('refuses an entry a lead gets wrong, and changes nothing', async () => {
    const today = todayBy(t.context.clock);
    const before = await databaseDump(t.db);
    for (const [change, problem] of [
      [{ expiresOn: daysAfter(yearsAfter(daysAfter(today, -30), 3), 1) }, 'at most 3 years'],
      [{ issuedOn: '' }, 'issued date'],
      [{ seenOn: daysAfter(today, 1) }, 'seen date is in the future'],
      [{ expiresOn: today }, 'expiry date has passed'],
      [{ kind: 'A look at their social media' }, 'Unknown kind of check'],
    ] as const) {
      const refused = await record('uli', change);
      expect(refused.statusCode).toBe(400);
      expect(json<{ error: { code: string; message: string } }>(refused).error).toMatchObject({
        code: 'invalid_check',
        message: expect.stringContaining(problem) as unknown as string,
      });
    }
    expect(await databaseDump(t.db)).toEqual(before);
  });

  it('tells the mentor what is missing and whom to write to; the quiz records the training', async () => {
    expect(json(await call('uli', 'GET', '/api/mentoring/check'))).toEqual({
      status: { state: 'not-checked', missing: ['check', 'references', 'interview', 'training'] },
      validThrough: null,
      trainedOn: null,
      trainingDue: true,
      contact: 'safeguarding@mentorbridge.local',
    });
    const failed = await call('uli', 'POST', '/api/mentoring/training/quiz', { answers: [] });
    expect(json(failed)).toMatchObject({ passed: false, correct: 0, trainedOn: null });
    const { quizQuestions } = await import('@mentorbridge/domain/safeguarding-training');
    const passed = await call('uli', 'POST', '/api/mentoring/training/quiz', {
      answers: quizQuestions.map((question) => question.correct),
    });
    const today = todayBy(t.context.clock);
    expect(json(passed)).toMatchObject({ passed: true, trainedOn: today });
    expect(json(await call('uli', 'GET', '/api/mentoring/check'))).toMatchObject({
      status: { state: 'not-checked', missing: ['check', 'references', 'interview'] },
      trainedOn: today,
      trainingDue: false,
    });
  });

  it('lists and exports the records for leads, as a single central record, writing both to the log', async () => {
    const list = json<{ mentors: { mentor: { name: string }; status: { state: string } }[] }>(
      await call('lead', 'GET', '/api/safeguarding/mentor-checks?filter=not-checked'),
    );
    expect(list.mentors.map((row) => row.mentor.name)).toEqual(['Uli Gate']);
    const csv = await call('lead', 'GET', '/api/safeguarding/mentor-checks.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="mentor-checks.csv"');
    const [header, ...rows] = csv.body.trim().split('\n');
    expect(header).toBe(
      'Name,E-mail,Kind of check,Reference,Issued,Seen,Expires,References,Interview,Training,Status,Recorded by',
    );
    const eve = rows.find((row) => row.startsWith('Eve Gate,'));
    expect(eve).toContain('Enhanced DBS with barred list,001122334455');
    expect(eve).toContain(`valid until`);
    expect(eve?.endsWith(`gate.lead.${kind}@example.com`)).toBe(true);
    const log = await t.db
      .selectFrom('audit_log')
      .select(['lead_email', 'action'])
      .where('lead_email', '=', `gate.lead.${kind}@example.com`)
      .orderBy('at')
      .execute();
    expect(log.map((line) => line.action)).toEqual(
      expect.arrayContaining([
        'recorded a safeguarding check',
        'suspended a safeguarding record',
        'lifted a suspension',
        'viewed mentor checks',
        'exported mentor checks',
      ]),
    );
  });
});
