import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeMessage } from '../features/chat/message-groups.ts';
import { newMessageId } from '../features/chat/message-id.ts';
import { chatCast } from '../test/chat-cast.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { type Argument, preparedQuery } from './prepared-query.ts';

const metaValue = preparedQuery((db, argument: Argument<{ key: string }>) =>
  db.selectFrom('app_meta').select('value').where('key', '=', argument('key')),
);

/**
 * The hot paths run their statements on SQLite's connection at once (decision 035), except while
 * a transaction of Kysely's holds it: then they must neither see its uncommitted writes nor be
 * rolled back with it.
 */
describe('statements run at once on SQLite', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  let written = 0;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    cast = await chatCast(t, 'direct');
  });
  afterAll(() => t.close());

  /** A transaction that writes `key`, then waits for `end()` and rolls back. */
  async function openTransactionWriting(key: string) {
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    let wrote = () => {};
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const rolledBack = t.db.transaction().execute(async (trx) => {
      await trx.insertInto('app_meta').values({ key, value: 'uncommitted' }).execute();
      wrote();
      await ended;
      throw new Error('rolled back');
    });
    await written;
    return { end, rolledBack };
  }

  it('answers a prepared query from what is committed', async () => {
    await t.db.insertInto('app_meta').values({ key: 'committed', value: 'kept' }).execute();
    expect(await metaValue(t.db, { key: 'committed' })).toEqual([{ value: 'kept' }]);
  });

  it('does not read what an open transaction has not committed', async () => {
    const open = await openTransactionWriting('not-yet');
    const read = metaValue(t.db, { key: 'not-yet' });
    open.end();
    await expect(open.rolledBack).rejects.toThrow('rolled back');
    expect(await read).toEqual([]);
  });

  it('keeps a group of messages written while another transaction is open, when that one rolls back', async () => {
    const open = await openTransactionWriting(`group-${++written}`);
    const message = {
      id: newMessageId(),
      chatId: cast.chatId,
      senderId: cast.id.mentee,
      text: 'written beside an open transaction',
      imageId: null,
      clientId: `direct-${written}`,
      now: Date.now(),
    };
    const stored = storeMessage(t.db, message);
    // The group's turn comes while the other transaction is still open.
    await nextTurn();
    await nextTurn();
    open.end();
    await expect(open.rolledBack).rejects.toThrow('rolled back');
    expect(await stored).toBeGreaterThan(0);
    const kept = await t.db
      .selectFrom('messages')
      .select('text')
      .where('id', '=', message.id)
      .execute();
    expect(kept).toEqual([{ text: 'written beside an open transaction' }]);
  });
});
