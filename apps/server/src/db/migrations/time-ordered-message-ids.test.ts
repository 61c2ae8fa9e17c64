import { randomUUID } from 'node:crypto';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCast } from '../../test/chat-cast.ts';
import { databaseKinds, startTestApp, type TestApp } from '../../test/test-app.ts';
import { migrations } from './index.ts';

const uuidV7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The milliseconds a UUIDv7 begins with. */
const timeOf = (id: string) => parseInt(id.replace('-', '').slice(0, 12), 16);

/** Messages stored with random ids before the migration get time-ordered ones, references too. */
describe.each(databaseKinds)('the time-ordered-message-ids migration on %s', (kind) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  const migrator = () =>
    new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
  const start = Date.UTC(2026, 10, 1);
  const randomIds = [randomUUID(), randomUUID(), randomUUID()];
  const releasedId = randomUUID();

  beforeAll(async () => {
    t = await startTestApp(kind);
    cast = await chatCast(t, 'ids');
    const down = await migrator().migrateTo('2026-11-27T0600-notifications');
    expect(down.error).toBeUndefined();
    const message = (id: string, seq: number) => ({
      id,
      chat_id: cast.chatId,
      seq,
      sender_id: cast.id.mentee,
      text: `message ${seq}`,
      image_key: null,
      client_id: `before-${seq}`,
      created_at: start + seq * 60_000,
    });
    await t.db
      .insertInto('messages')
      .values([...randomIds.map((id, index) => message(id, index + 1)), message(releasedId, 4)])
      .execute();
    await t.db
      .insertInto('held_messages')
      .values({
        id: releasedId,
        chat_id: cast.chatId,
        sender_id: cast.id.mentee,
        text: 'message 4',
        image_key: null,
        client_id: 'before-4',
        created_at: start,
        reasons: 'phone',
        status: 'released',
        decided_at: start,
      })
      .execute();
    await t.db
      .insertInto('safety_flags')
      .values({
        id: randomUUID(),
        message_id: randomIds[1] ?? '',
        kinds: 'self_harm',
        status: 'open',
        created_at: start,
      })
      .execute();
    await t.db
      .insertInto('reports')
      .values({
        id: randomUUID(),
        reporter_id: cast.id.mentor,
        reported_id: cast.id.mentee,
        chat_id: cast.chatId,
        message_id: randomIds[1] ?? '',
        reason: 'Spam or a scam',
        details: '',
        status: 'closed',
        outcome: null,
        created_at: start,
        closed_at: start,
        message_text: 'message 2',
      })
      .execute();
    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
  });
  afterAll(() => t.close());

  const storedMessages = () =>
    t.db
      .selectFrom('messages')
      .select(['id', 'seq', 'created_at'])
      .where('chat_id', '=', cast.chatId)
      .orderBy('seq')
      .execute();

  it('gives each message an id made from its own time, in the order they were sent', async () => {
    const stored = await storedMessages();
    expect(stored.map((row) => row.seq)).toEqual([1, 2, 3, 4]);
    const rewritten = stored.slice(0, 3);
    for (const row of rewritten) {
      expect(row.id).toMatch(uuidV7);
      expect(timeOf(row.id)).toBe(row.created_at);
      expect(randomIds).not.toContain(row.id);
    }
    expect([...rewritten].sort((a, b) => a.id.localeCompare(b.id))).toEqual(rewritten);
  });

  it('keeps the id of a message released from hold, which its held row shares', async () => {
    expect((await storedMessages())[3]?.id).toBe(releasedId);
  });

  it('carries the new id to the flag and the report that named the message', async () => {
    const second = (await storedMessages())[1]?.id;
    const flag = await t.db.selectFrom('safety_flags').select('message_id').executeTakeFirst();
    const report = await t.db.selectFrom('reports').select('message_id').executeTakeFirst();
    expect(flag?.message_id).toBe(second);
    expect(report?.message_id).toBe(second);
  });

  it('keeps the flag tied to its message: deleting the message deletes the flag', async () => {
    const second = (await storedMessages())[1]?.id ?? '';
    await t.db.deleteFrom('messages').where('id', '=', second).execute();
    expect(await t.db.selectFrom('safety_flags').select('id').execute()).toEqual([]);
  });
});
