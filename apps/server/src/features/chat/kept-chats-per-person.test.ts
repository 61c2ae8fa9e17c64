import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import { uiText } from '@mentorbridge/domain/ui-text';
import { vettingWorld } from '../../test/vetting-world.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { childOf, twoChatsWithChildren } from '../../test/two-chats-with-children.ts';
import { sweepExpiredData } from '../../retention/sweep.ts';
import { fullChatReadsOf } from './kept-chats.ts';

const HOUR = 60 * 60_000;

/**
 * A change to one person's standing forgets only their kept chats (decision 053): Kit's record
 * or name changing must refuse or rename at once in Kit's chat with Max, 15, while Cara's chat
 * with Mia, 15, goes on being answered from memory, without being read again.
 */
describe.each(databaseKinds)('kept chats forgotten per person, on %s', (kind) => {
  let t: TestApp;
  const world = vettingWorld(() => t, `per-person.${kind}`);
  const { id, call, suspension } = world;
  let sent = 0;
  /** A message from `who` in the chat of `mentor` and their child. */
  const send = (who: string, mentor: keyof typeof childOf) =>
    call(who, 'POST', `/api/chats/${id[mentor] ?? ''}__${id[childOf[mentor]] ?? ''}/messages`, {
      clientId: `per-person-${String(++sent).padStart(4, '0')}`,
      text: 'See you on Thursday',
    });
  /** How many chats the process read in full while `action` ran. */
  const fullReadsDuring = async (action: () => Promise<unknown>) => {
    const before = fullChatReadsOf(t.db);
    await action();
    return fullChatReadsOf(t.db) - before;
  };
  const kitPaused = {
    error: {
      code: 'chat_waits_for_check',
      message: uiText.chatWaitsForCheck({ mentorName: 'Kit Gate' }),
    },
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await twoChatsWithChildren(world, t.db, `per-person.${kind}.lead@example.com`);
  });
  afterAll(() => t.close());

  /** Both chats sent in, so both are kept, and a second send in each reads neither again. */
  async function bothKept() {
    expect((await send('max', 'kit')).statusCode).toBe(201);
    expect((await send('mia', 'cara')).statusCode).toBe(201);
    const again = await fullReadsDuring(async () => {
      expect((await send('max', 'kit')).statusCode).toBe(201);
      expect((await send('mia', 'cara')).statusCode).toBe(201);
    });
    expect(again).toBe(0);
  }

  it('refuses a send in Kit’s chat with a child the moment a lead suspends Kit’s record; Cara’s kept chat is not read again', async () => {
    await bothKept();
    expect((await suspension('kit', true)).statusCode).toBe(200);
    try {
      const caraChat = await fullReadsDuring(async () => {
        expect((await send('mia', 'cara')).statusCode).toBe(201);
      });
      expect(caraChat).toBe(0);
      const kitChat = await fullReadsDuring(async () => {
        const refused = await send('max', 'kit');
        expect(refused.statusCode).toBe(409);
        expect(json(refused)).toMatchObject(kitPaused);
      });
      expect(kitChat).toBe(1);
    } finally {
      expect((await suspension('kit', false)).statusCode).toBe(200);
    }
    expect((await send('max', 'kit')).statusCode).toBe(201);
  });

  it('names Kit by his new name at once in his chat; Cara’s kept chat is not read again', async () => {
    await bothKept();
    expect(
      (await call('kit', 'PUT', '/api/profile/full-name', { fullName: 'Kit Renamed' })).statusCode,
    ).toBe(200);
    const caraChat = await fullReadsDuring(async () => {
      expect((await send('mia', 'cara')).statusCode).toBe(201);
    });
    expect(caraChat).toBe(0);
    expect(json<ChatMessage>(await send('kit', 'kit')).senderName).toBe('Kit Renamed');
    expect(
      (await call('kit', 'PUT', '/api/profile/full-name', { fullName: 'Kit Gate' })).statusCode,
    ).toBe(200);
  });

  it('forgets every kept chat when the log no longer reaches back to the version they were kept at', async () => {
    await bothKept();
    // The process has caught up on one change that touched only Kit.
    expect((await suspension('kit', true)).statusCode).toBe(200);
    expect((await send('max', 'kit')).statusCode).toBe(409);
    expect(await fullReadsDuring(() => send('mia', 'cara'))).toBe(0);
    // The next change's entry is gone by the time the process reads: an hour on, the sweep took it.
    expect((await suspension('kit', false)).statusCode).toBe(200);
    const swept = await sweepExpiredData(t.context, Date.now() + 2 * HOUR);
    expect(swept.chatStandingChanges).toBeGreaterThan(0);
    const caraChat = await fullReadsDuring(async () => {
      expect((await send('mia', 'cara')).statusCode).toBe(201);
    });
    expect(caraChat).toBe(1);
    const kitChat = await fullReadsDuring(async () => {
      expect((await send('max', 'kit')).statusCode).toBe(201);
    });
    expect(kitChat).toBe(1);
  });

  it('logs, under each new version, whom the change touched', async () => {
    const latest = async () => {
      const { rows } = await sql<{ version: number | string }>`
        select version from chat_standing_version where id = 1`.execute(t.db);
      return Number(rows[0]?.version);
    };
    const touched = async (version: number) =>
      (
        await t.db
          .selectFrom('chat_standing_changes')
          .select('user_id')
          .where('version', '=', version)
          .execute()
      )
        .map((row) => row.user_id)
        .sort();
    const before = await latest();
    // One write touching Kit and Max (a block), then one touching Cara (her record).
    await t.db
      .insertInto('blocks')
      .values({ blocker_id: id.kit ?? '', blocked_id: id.max ?? '', created_at: Date.now() })
      .execute();
    await t.db
      .deleteFrom('blocks')
      .where('blocker_id', '=', id.kit ?? '')
      .execute();
    await t.db
      .updateTable('mentor_vetting')
      .set({ updated_at: Date.now() })
      .where('user_id', '=', id.cara ?? '')
      .execute();
    expect(await latest()).toBe(before + 3);
    const pair = [id.kit ?? '', id.max ?? ''].sort();
    expect(await touched(before + 1)).toEqual(pair);
    expect(await touched(before + 2)).toEqual(pair);
    expect(await touched(before + 3)).toEqual([id.cara]);
  });
});
