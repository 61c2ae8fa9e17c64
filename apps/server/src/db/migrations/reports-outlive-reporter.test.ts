import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCast } from '../../test/chat-cast.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { migrations } from './index.ts';

/** The rebuild of the reports table keeps every report, on the way down and up again. */
describe.each(databaseKinds)('the reports-outlive-reporter migration on %s', (kind) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  const migrator = () =>
    new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
  beforeAll(async () => {
    t = await startTestApp(kind);
    cast = await chatCast(t, 'migrate');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/messages`,
      headers: { cookie: cast.cookie.mentor },
      payload: { clientId: 'migrate-1', text: 'the reported words' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie: cast.cookie.mentee },
      payload: {
        reportedUserId: cast.id.mentor,
        chatId: cast.chatId,
        messageId: json<{ id: string }>(sent).id,
        reason: 'Spam or a scam',
      },
    });
  });
  afterAll(() => t.close());

  it('keeps every report when undone and done again, and fills in the words reported', async () => {
    // Back to the migration before it, undoing any that came later on the way.
    const down = await migrator().migrateTo('2026-11-22T0900-guardian-consent');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.migrationName)).toContain(
      '2026-11-23T0600-reports-outlive-reporter',
    );
    expect(await t.db.selectFrom('reports').select(['reporter_id', 'reason']).execute()).toEqual([
      { reporter_id: cast.id.mentee, reason: 'Spam or a scam' },
    ]);

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    expect(
      await t.db
        .selectFrom('reports')
        .select(['reporter_id', 'reported_id', 'status', 'message_text'])
        .execute(),
    ).toEqual([
      {
        reporter_id: cast.id.mentee,
        reported_id: cast.id.mentor,
        status: 'open',
        message_text: 'the reported words',
      },
    ]);
  });
});
