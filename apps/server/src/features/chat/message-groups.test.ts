import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, sqliteFileIn } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { chatCast } from '../../test/chat-cast.ts';
import { databaseKinds, startTestApp, type TestApp } from '../../test/test-app.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { storeMessage } from './message-groups.ts';
import { newMessageId } from './message-id.ts';

/** Messages written together in one turn of the event loop (decision 032), on both databases. */
describe.each(databaseKinds)('messages written in groups on %s', (kind) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  /** A second connection: it sees only what was committed. */
  let elsewhere: Kysely<Database>;
  let sent = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    cast = await chatCast(t, `groups-${kind}`);
    const { databaseUrl, dataDir } = t.context.config;
    elsewhere = openDatabase(
      databaseUrl
        ? { kind: 'postgres', url: databaseUrl }
        : { kind: 'sqlite', file: sqliteFileIn(dataDir) },
    );
  });
  afterAll(async () => {
    await elsewhere.destroy();
    await t.close();
  });

  const message = (clientId = `group-${++sent}`) => ({
    id: newMessageId(),
    chatId: cast.chatId,
    senderId: cast.id.mentee,
    text: clientId,
    imageId: null,
    clientId,
    now: Date.now(),
  });
  const committed = async (ids: string[]) =>
    (await elsewhere.selectFrom('messages').select('id').where('id', 'in', ids).execute()).length;

  it('gives the messages of one turn the next positions in the order they came, each committed before it is answered', async () => {
    const group = Array.from({ length: 40 }, () => message());
    const before = Number(
      (
        await t.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
    const seqs = await Promise.all(
      group.map(async (each) => {
        const seq = await storeMessage(t.db, each);
        // Answered: it must already be there for every other connection.
        expect(await committed([each.id])).toBe(1);
        return seq;
      }),
    );
    expect(seqs).toEqual(group.map((_, index) => before + index + 1));
  });

  it('refuses only the message whose client id was already used, and stores the rest in order', async () => {
    const first = message();
    await storeMessage(t.db, first);
    const [before, retry, after] = [message(), { ...message(first.clientId) }, message()];
    const outcomes = await Promise.allSettled(
      [before, retry, after].map((m) => storeMessage(t.db, m)),
    );
    expect(outcomes[0]?.status).toBe('fulfilled');
    expect(outcomes[1]?.status).toBe('rejected');
    expect(outcomes[1]?.status === 'rejected' && isUniqueViolation(outcomes[1].reason)).toBe(true);
    expect(outcomes[2]?.status).toBe('fulfilled');
    const [beforeSeq, afterSeq] = [outcomes[0], outcomes[2]].map((outcome) =>
      outcome?.status === 'fulfilled' ? outcome.value : 0,
    );
    expect(afterSeq).toBe((beforeSeq ?? 0) + 1);
    expect(await committed([before.id, retry.id, after.id])).toBe(2);
  });

  it('writes more than one group when more than a group arrives at once, losing none', async () => {
    const many = Array.from({ length: 600 }, () => message());
    const seqs = await Promise.all(many.map((each) => storeMessage(t.db, each)));
    expect(new Set(seqs).size).toBe(600);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect((seqs.at(-1) ?? 0) - (seqs[0] ?? 0)).toBe(599);
    expect(await committed(many.map((each) => each.id))).toBe(600);
  });
});
