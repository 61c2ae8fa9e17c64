import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAfter, yearsAfter } from '@mentorbridge/domain/vetting-rules';
import { databaseDump } from '../../test/rows-mentioning.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { quizQuestions } from '@mentorbridge/domain/safeguarding-training';
import { uiText } from '@mentorbridge/domain/ui-text';
import { quizAnswerKey } from './quiz-answer-key.ts';
import { vettingWorld } from '../../test/vetting-world.ts';
import { deleteOwnAccount } from '../../test/accounts.ts';
import { todayBy } from '../../lib/clock.ts';
import { makeLead } from '../safeguarding/leads.ts';

/**
 * Mentors' safeguarding records as leads keep them (decision 038): what an entry may not be, the
 * mentor's own panel and training, and the list and export a school holds.
 */
describe.each(databaseKinds)('safeguarding records on %s', (kind) => {
  let t: TestApp;
  const { call, cookie, person, record, suspension } = vettingWorld(() => t, `records.${kind}`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await person('lead', { age: 50, role: 'mentor', skills: ['Law'] });
    expect(await makeLead(t.db, `records.${kind}.lead@example.com`)).toMatchObject({ ok: true });
    await person('cara', { age: 40, role: 'mentor', skills: ['Nursing'] });
    await person('uli', { age: 40, role: 'mentor', skills: ['Nursing'], checked: false });
    await person('eve', { age: 40, role: 'mentor', skills: ['Nursing'], checked: false });
    expect((await record('eve')).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('keeps a mentor whose record is suspended until a lead has looked, as an open report does', async () => {
    await person('sid', { age: 40, role: 'mentor', skills: ['Nursing'] });
    expect((await suspension('sid', true)).statusCode).toBe(200);
    const before = await databaseDump(t.db);
    const refused = await deleteOwnAccount(t.app, cookie.sid ?? '');
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      error: { code: 'under_review', message: uiText.accountRecordSuspended },
    });
    expect(await databaseDump(t.db)).toEqual(before);

    expect((await suspension('sid', false)).statusCode).toBe(200);
    expect(json(await deleteOwnAccount(t.app, cookie.sid ?? ''))).toEqual({ ok: true });
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

  it('sends each problem as a message, for the lead to read in their language', async () => {
    const today = todayBy(t.context.clock);
    const refused = await record('uli', { reference: ' ', seenOn: daysAfter(today, 1) });
    expect(json(refused)).toEqual({
      error: {
        code: 'invalid_check',
        message: `${uiText.checkNeedsReference} ${uiText.checkDayInFuture({ field: 'seen' })}`,
        text: { id: 'checkNeedsReference' },
        more: [{ id: 'checkDayInFuture', values: { field: 'seen' } }],
      },
    });
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
    const passed = await call('uli', 'POST', '/api/mentoring/training/quiz', {
      answers: quizQuestions.map((question) => quizAnswerKey[question.id]),
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
    expect(json(await suspension('eve', true))).toEqual({ state: 'suspended' });
    const suspended = json<{ mentors: { mentor: { name: string }; record: unknown }[] }>(
      await call('lead', 'GET', '/api/safeguarding/mentor-checks?filter=suspended'),
    );
    expect(suspended.mentors.map((row) => row.mentor.name)).toEqual(['Eve Gate']);
    expect(suspended.mentors[0]?.record).toMatchObject({ suspendedReason: 'A concern was raised' });
    expect(json(await suspension('eve', false))).toMatchObject({ state: 'valid' });
    const csv = await call('lead', 'GET', '/api/safeguarding/mentor-checks.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="mentor-checks.csv"');
    expect(csv.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = csv.body.trim().split('\n');
    expect(header).toBe(
      'Name,E-mail,Kind of check,Reference,Issued,Seen,Expires,References,References received on,Interview,Training,Status,Suspended since,Suspension reason,Recorded by,Last changed',
    );
    const eve = rows.find((row) => row.startsWith('Eve Gate,'));
    expect(eve).toContain('Enhanced DBS with barred list,001122334455');
    expect(eve).toContain(`valid until`);
    expect(eve).toContain(`,records.${kind}.lead@example.com,`);
    const log = await t.db
      .selectFrom('audit_log')
      .select(['lead_email', 'action'])
      .where('lead_email', '=', `records.${kind}.lead@example.com`)
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
