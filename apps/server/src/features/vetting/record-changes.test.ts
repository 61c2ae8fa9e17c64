import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizQuestions } from '@mentorbridge/domain/safeguarding-training';
import { uiText } from '@mentorbridge/domain/ui-text';
import { daysAfter } from '@mentorbridge/domain/vetting-rules';
import { todayBy } from '../../lib/clock.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import { vettingWorld } from '../../test/vetting-world.ts';
import { makeLead } from '../safeguarding/leads.ts';
import { quizAnswerKey } from './quiz-answer-key.ts';
import { sendCheckExpiryNotices } from './service.ts';

const DAY = 24 * 60 * 60_000;
const rightAnswers = quizQuestions.map((question) => quizAnswerKey[question.id] ?? -1);

/**
 * Changes to a safeguarding record (decision 052): each is one transaction that holds the
 * mentor's row and writes only its own columns, so no change is lost in a race; the audit line
 * says what each field was and became; the quiz is marked on the server, a few times a day; and
 * the open tabs of both sides of the mentor's chats hear of every change.
 */
describe.each(databaseKinds)('changes to a safeguarding record on %s', (kind) => {
  let t: TestApp;
  const world = vettingWorld(() => t, `changes.${kind}`);
  const { cookie, id, call, person, record, suspension } = world;
  const stateOf = async (mentor: string) =>
    t.db
      .selectFrom('mentor_vetting')
      .select(['suspended_at', 'suspended_reason', 'trained_on', 'reaches_children_until'])
      .where('user_id', '=', id[mentor] ?? '')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await person('lead', { age: 50, role: 'mentor', skills: ['Law'] });
    expect(await makeLead(t.db, `changes.${kind}.lead@example.com`)).toMatchObject({ ok: true });
    await person('other', { age: 52, role: 'mentor', skills: ['Law'] });
    expect(await makeLead(t.db, `changes.${kind}.other@example.com`)).toMatchObject({ ok: true });
    await person('rae', { age: 40, role: 'mentor', skills: ['Nursing'], checked: false });
    await person('tom', { age: 41, role: 'mentor', skills: ['Nursing'], checked: false });
    await person('mia', { age: 15 });
  });
  afterAll(() => t.close());

  it('keeps a suspension made while the mentor passes the quiz, however the two interleave', async () => {
    expect((await record('rae')).statusCode).toBe(200);
    // Each round starts a day later, so the quiz's daily limit never stands in the way.
    const start = t.context.clock.now();
    try {
      for (let round = 0; round < 12; round++) {
        t.context.clock.now = () => start + round * DAY;
        expect((await suspension('rae', false)).statusCode).toBe(200);
        const [suspended, quiz] = await Promise.all([
          suspension('rae', true),
          call('rae', 'POST', '/api/mentoring/training/quiz', { answers: rightAnswers }),
        ]);
        expect([suspended.statusCode, quiz.statusCode]).toEqual([200, 200]);
        const state = await stateOf('rae');
        expect(state.suspended_at).not.toBeNull();
        expect(state.suspended_reason).toBe('A concern was raised');
        expect(state.reaches_children_until).toBeNull();
        expect(state.trained_on).toBe(todayBy(t.context.clock));
      }
    } finally {
      t.context.clock.now = () => start;
    }
  });

  it('records a suspension while children ask and the mentor answers, neither side ever failing', async () => {
    expect((await record('rae')).statusCode).toBe(200);
    for (let round = 0; round < 4; round++) {
      const [asker, answered] = [`kid${round}a`, `kid${round}b`];
      await person(asker, { age: 14 });
      await person(answered, { age: 14 });
      expect((await suspension('rae', false)).statusCode).toBe(200);
      const asked = await call(answered, 'POST', '/api/connections', { mentorId: id.rae });
      expect(asked.statusCode).toBe(201);
      // A request and a reply each hold the record to read it, then write rows naming the
      // mentor; a change to the record holds the mentor's row. Neither may wait on the other.
      const [suspended, request, reply] = await Promise.all([
        suspension('rae', true),
        call(asker, 'POST', '/api/connections', { mentorId: id.rae }),
        call('rae', 'POST', `/api/connections/${id.rae ?? ''}__${id[answered] ?? ''}/reject`),
      ]);
      expect(suspended.statusCode).toBe(200);
      expect([201, 404]).toContain(request.statusCode);
      expect(reply.statusCode).toBe(204);
    }
  });

  it('keeps both of two leads’ changes made at the same moment', async () => {
    for (let round = 1; round <= 12; round++) {
      expect((await suspension('rae', false)).statusCode).toBe(200);
      const expiresOn = daysAfter(todayBy(t.context.clock), 100 + round);
      const [recorded, suspended] = await Promise.all([
        record('rae', { expiresOn }),
        call('other', 'PUT', `/api/safeguarding/mentor-checks/${id.rae ?? ''}/suspension`, {
          suspended: true,
          reason: `Second lead, round ${round}`,
        }),
      ]);
      expect([recorded.statusCode, suspended.statusCode]).toEqual([200, 200]);
      const row = await t.db
        .selectFrom('mentor_vetting')
        .select(['expires_on', 'suspended_reason', 'reaches_children_until'])
        .where('user_id', '=', id.rae ?? '')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        expires_on: expiresOn,
        suspended_reason: `Second lead, round ${round}`,
        reaches_children_until: null,
      });
    }
  });

  it('writes each changed value before and after in the audit line, never the reference number', async () => {
    expect((await record('tom')).statusCode).toBe(200);
    const today = todayBy(t.context.clock);
    const was = world.entry();
    const expiresOn = daysAfter(today, 400);
    expect((await record('tom', { expiresOn, reference: '998877665544' })).statusCode).toBe(200);
    expect((await suspension('tom', true)).statusCode).toBe(200);
    const lines = await t.db
      .selectFrom('audit_log')
      .select(['action', 'reason', 'changes'])
      .where('subject', '=', `changes.${kind}.tom@example.com`)
      .execute();
    // Written within the same millisecond, so in no order the log could tell.
    expect(lines).toHaveLength(3);
    expect(lines).toEqual(
      expect.arrayContaining([
        {
          action: 'recorded a safeguarding check',
          reason: 'Enhanced DBS with barred list',
          changes:
            `check none -> Enhanced DBS with barred list; issued none -> ${was.issuedOn}; ` +
            `seen none -> ${was.seenOn}; expires none -> ${was.expiresOn}; references 0 -> 2; ` +
            `references received none -> ${was.referencesOn}; interviewed none -> ` +
            `${was.interviewedOn}; trained none -> ${was.trainedOn}; reference changed`,
        },
        {
          action: 'recorded a safeguarding check',
          reason: 'Enhanced DBS with barred list',
          changes: `expires ${was.expiresOn} -> ${expiresOn}; reference changed`,
        },
        {
          action: 'suspended a safeguarding record',
          reason: 'A concern was raised',
          changes: 'suspended no -> yes; suspension reason none -> A concern was raised',
        },
      ]),
    );
    expect(JSON.stringify(lines)).not.toMatch(/001122334455|998877665544/);
    // The console shows the same line to leads.
    const log = json<{ entries: { subject: string; changes: string | null }[] }>(
      await call('lead', 'GET', '/api/safeguarding/audit'),
    );
    expect(log.entries.map((entry) => entry.changes)).toContain(
      'suspended no -> yes; suspension reason none -> A concern was raised',
    );
  });

  it('marks the quiz on the server, five times a day at most, with a clear refusal after', async () => {
    const quiz = () =>
      call('tom', 'POST', '/api/mentoring/training/quiz', { answers: [0, 0, 0, 0, 0] });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(json(await quiz())).toMatchObject({ passed: false, trainedOn: null });
    }
    const refused = await quiz();
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({
      error: { code: 'rate_limited', message: uiText.quizAttemptsUsed },
    });
    const start = t.context.clock.now();
    t.context.clock.now = () => start + DAY + 60_000;
    try {
      expect((await quiz()).statusCode).toBe(200);
    } finally {
      t.context.clock.now = () => start;
    }
  });

  it('lets a lead’s own check be recorded by another lead, never by the lead themselves', async () => {
    const own = await call(
      'lead',
      'PUT',
      `/api/safeguarding/mentor-checks/${id.lead ?? ''}`,
      world.entry(),
    );
    expect(own.statusCode).toBe(403);
    expect(json(own)).toMatchObject({
      error: { code: 'forbidden', message: uiText.ownRecordByOthers },
    });
    const lifted = await call(
      'lead',
      'PUT',
      `/api/safeguarding/mentor-checks/${id.lead ?? ''}/suspension`,
      {
        suspended: false,
        reason: 'My own',
      },
    );
    expect(lifted.statusCode).toBe(403);
    const byOther = await call(
      'other',
      'PUT',
      `/api/safeguarding/mentor-checks/${id.lead ?? ''}`,
      world.entry(),
    );
    expect(json(byOther)).toMatchObject({ state: 'valid' });
  });

  it('tells both sides’ open tabs of a suspension, its lifting, and the day the record runs out', async () => {
    expect((await suspension('tom', false)).statusCode).toBe(200);
    expect((await call('mia', 'POST', '/api/connections', { mentorId: id.tom })).statusCode).toBe(
      201,
    );
    const chatId = `${id.tom ?? ''}__${id.mia ?? ''}`;
    expect((await call('tom', 'POST', `/api/connections/${chatId}/accept`)).statusCode).toBe(204);
    const port = (t.app.server.address() as AddressInfo).port;
    const tab = (who: string) =>
      connectSocket(`ws://127.0.0.1:${port}/api/ws`, {
        cookie: cookie[who] ?? '',
        origin: PUBLIC_URL,
      });
    const [mia, tom] = [tab('mia'), tab('tom')];
    await Promise.all([mia.opened, tom.opened]);
    const told = (socket: typeof mia) =>
      socket.received.filter(
        (event) => event.type === 'request.changed' && event.requestId === chatId,
      ).length;
    try {
      expect((await suspension('tom', true)).statusCode).toBe(200);
      await until(() => told(mia) === 1 && told(tom) === 1);
      const waiting = await call('mia', 'GET', '/api/connections');
      expect(JSON.stringify(json(waiting))).toContain('"waitsForCheck":true');
      expect((await suspension('tom', false)).statusCode).toBe(200);
      await until(() => told(mia) === 2 && told(tom) === 2);
      const open = await call('mia', 'GET', '/api/connections');
      expect(JSON.stringify(json(open))).toContain('"waitsForCheck":false');

      // An expiry writes nothing: the minute round tells the tabs on the day, once.
      const tomorrow = daysAfter(todayBy(t.context.clock), 1);
      expect((await record('tom', { expiresOn: tomorrow })).statusCode).toBe(200);
      await until(() => told(mia) === 3 && told(tom) === 3);
      const start = t.context.clock.now();
      t.context.clock.now = () => start + DAY;
      try {
        expect(await sendCheckExpiryNotices(t.context)).toBeGreaterThanOrEqual(1);
        await until(() => told(mia) === 4 && told(tom) === 4);
        await sendCheckExpiryNotices(t.context);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect([told(mia), told(tom)]).toEqual([4, 4]);
        const paused = await call('mia', 'GET', '/api/connections');
        expect(JSON.stringify(json(paused))).toContain('"waitsForCheck":true');
      } finally {
        t.context.clock.now = () => start;
      }
    } finally {
      mia.socket.close();
      tom.socket.close();
    }
  });
});
