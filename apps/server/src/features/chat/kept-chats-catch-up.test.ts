import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiText } from '@mentorbridge/domain/ui-text';
import { until } from '../../test/sockets.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { childOf, twoChatsWithChildren } from '../../test/two-chats-with-children.ts';
import { vettingWorld } from '../../test/vetting-world.ts';
import { fullChatReadsOf } from './kept-chats.ts';

/**
 * A process catching up on whom a change touched (decision 053) reads the log with a round trip;
 * sends that arrive meanwhile have read the new version, and must not be answered from a kept
 * chat the log is about to forget. PostgreSQL only: there the log's read is a round trip another
 * transaction can hold; SQLite's runs at once.
 */
describe('sends while the process reads whom a change touched, on postgres', () => {
  let t: TestApp;
  const world = vettingWorld(() => t, 'catch-up');
  const { id, call, suspension } = world;
  let sent = 0;
  const send = (who: string, mentor: keyof typeof childOf) =>
    call(who, 'POST', `/api/chats/${id[mentor] ?? ''}__${id[childOf[mentor]] ?? ''}/messages`, {
      clientId: `catch-up-${String(++sent).padStart(4, '0')}`,
      text: 'See you on Thursday',
    });
  /** Reads of the log waiting for a lock, as PostgreSQL lists them. */
  const waitingReadsOfLog = async () => {
    const { rows } = await sql<{ waiting: number | string }>`
      select count(*) as waiting from pg_locks l join pg_class c on c.oid = l.relation
      where c.relname = 'chat_standing_changes' and not l.granted`.execute(t.db);
    return Number(rows[0]?.waiting);
  };

  beforeAll(async () => {
    t = await startTestApp('postgres');
    await twoChatsWithChildren(world, t.db, 'catch-up.lead@example.com');
  });
  afterAll(() => t.close());

  it('refuses every send in Kit’s chat that arrives while the log of his suspension is read', async () => {
    for (const mentor of ['kit', 'cara'] as const) {
      expect((await send(childOf[mentor], mentor)).statusCode).toBe(201);
    }
    expect((await suspension('kit', true)).statusCode).toBe(200);

    // A transaction of the test's own holds the log, so the process's read of it waits.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.db.transaction().execute(async (trx) => {
      await sql`lock table chat_standing_changes in access exclusive mode`.execute(trx);
      locked();
      await released;
    });
    const sends: Promise<{ statusCode: number; body: string }>[] = [];
    try {
      await isLocked;
      const readsBefore = fullChatReadsOf(t.db);
      sends.push(send('max', 'kit'));
      await until(async () => (await waitingReadsOfLog()) >= 1);
      // These read the new version while the first send's catch-up is still under way.
      sends.push(send('max', 'kit'), send('kit', 'kit'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(fullChatReadsOf(t.db)).toBe(readsBefore);
    } finally {
      release();
      await holding;
    }
    const paused = {
      error: {
        code: 'chat_waits_for_check',
        message: uiText.chatWaitsForCheck({ mentorName: 'Kit Gate' }),
      },
    };
    for (const refused of await Promise.all(sends)) {
      expect(refused.statusCode).toBe(409);
      expect(JSON.parse(refused.body)).toMatchObject(paused);
    }
    expect((await send('mia', 'cara')).statusCode).toBe(201);
    expect((await suspension('kit', false)).statusCode).toBe(200);
  });
});
