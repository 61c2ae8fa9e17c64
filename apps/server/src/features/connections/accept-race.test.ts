import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vettingWorld } from '../../test/vetting-world.ts';
import { until } from '../../test/sockets.ts';
import { json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { makeLead } from '../safeguarding/leads.ts';

const ROUNDS = 5;

/**
 * An accept and a suspension at the same moment: the accept reads the mentor's safeguarding
 * record in its own transaction, so whichever way they fall, a child is never mailed "accepted"
 * by a mentor whose record no longer counts. PostgreSQL only: there other connections write
 * while a transaction runs; a SQLite file runs one transaction at a time, so nothing can fall
 * between the accept's reading and its writing.
 */
describe('an accept raced with a suspension on postgres', () => {
  let t: TestApp;
  const prefix = 'accept-race';
  const { id, call, person, suspension } = vettingWorld(() => t, prefix);
  const requestId = () => `${id.ray ?? ''}__${id.mia ?? ''}`;

  beforeAll(async () => {
    t = await startTestApp('postgres');
    await person('lead', { age: 50, role: 'mentor', skills: ['Law'] });
    expect(await makeLead(t.db, `${prefix}.lead@example.com`)).toMatchObject({ ok: true });
    await person('ray', { age: 44, role: 'mentor', skills: ['Nursing'] });
    await person('mia', { age: 15 });
    const asked = await call('mia', 'POST', '/api/connections', { mentorId: id.ray });
    expect(asked.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  /** How many statements of this database wait for a lock another transaction holds. */
  const waitingCount = async () => {
    const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting
      from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
    return rows[0]?.waiting ?? 0;
  };
  const someoneWaits = async () => (await waitingCount()) > 0;
  /** The mentor's accept, and a way to wait until it waits for a lock or has answered. */
  const accept = () => {
    let answered = false;
    const answer = call('ray', 'POST', `/api/connections/${requestId()}/accept`).finally(() => {
      answered = true;
    });
    return { answer, waitsOrAnswered: () => until(async () => answered || (await someoneWaits())) };
  };
  /** The subjects mailed to the child since `before` mails, once every mail has gone. */
  const mailedToChild = async (before: number) => {
    await t.context.background.settled();
    return t.mail.mails
      .slice(before)
      .filter((mail) => mail.to.includes(`${prefix}.mia@example.com`))
      .map((mail) => mail.subject);
  };
  const statusNow = async () =>
    (
      await t.db
        .selectFrom('mentor_requests')
        .select('status')
        .where('id', '=', requestId())
        .executeTakeFirstOrThrow()
    ).status;
  const expectRefusedAndUntold = async (answer: LightMyRequestResponse, before: number) => {
    expect(answer.statusCode).toBe(409);
    expect(json(answer)).toMatchObject({ error: { code: 'mentor_not_checked' } });
    expect(await statusNow()).toBe('pending');
    expect(await mailedToChild(before)).toEqual([]);
  };

  it('refuses an accept, and mails the child nothing, when a suspension came first to the mentor’s row', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      expect((await suspension('ray', false)).statusCode).toBe(200);
      await t.context.background.settled();
      const before = t.mail.mails.length;
      let suspending: Promise<LightMyRequestResponse> | undefined;
      let accepting: ReturnType<typeof accept> | undefined;
      // Another change for this mentor holds their row. A change to a record holds the same row
      // (decision 052), so the lead's suspension waits first, and the accept waits behind it.
      await t.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', id.ray ?? '')
          .forUpdate()
          .execute();
        suspending = suspension('ray', true);
        await until(someoneWaits);
        accepting = accept();
        await until(async () => (await waitingCount()) === 2);
      });
      if (!accepting || !suspending) throw new Error('the two never started');
      expect((await suspending).statusCode).toBe(200);
      await expectRefusedAndUntold(await accepting.answer, before);
    }
  });

  it('refuses an accept, and mails the child nothing, when a suspension is being written as it reads the record', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      expect((await suspension('ray', false)).statusCode).toBe(200);
      await t.context.background.settled();
      const before = t.mail.mails.length;
      let accepting: ReturnType<typeof accept> | undefined;
      // The suspension's write, held open: the accept's reading waits for it, then sees it.
      await t.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('mentor_vetting')
          .set({
            suspended_at: Date.now(),
            suspended_reason: 'A concern was raised',
            reaches_children_until: null,
          })
          .where('user_id', '=', id.ray ?? '')
          .execute();
        accepting = accept();
        await accepting.waitsOrAnswered();
      });
      if (!accepting) throw new Error('the accept never started');
      await expectRefusedAndUntold(await accepting.answer, before);
    }
  });
});
