import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import { chatCast } from '../../test/chat-cast.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { readStandingVersion } from './chat-standing-repository.ts';

/**
 * Chats kept between calls (decision 035) must never outlive a change to their standing, whichever
 * way it was written: each case sends (so the chat is kept), changes the database underneath the
 * app, and sends again. A stale standing here would deliver a message past a block, a report or a
 * suspension, or keep a child's contact details out of the hold.
 */
describe.each(databaseKinds)('chats kept between sends, on %s', (kind) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  let sent = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    cast = await chatCast(t, `kept-${kind}`);
  });
  afterAll(() => t.close());

  const send = (text = `message ${sent}`, as: 'mentor' | 'mentee' = 'mentee') =>
    t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/messages`,
      headers: { cookie: cast.cookie[as] },
      payload: { clientId: `kept-chat-${String(++sent).padStart(6, '0')}`, text },
    });
  const refusal = async () => json<{ error: { code: string } }>(await send()).error.code;
  const delivers = async () => expect((await send()).statusCode).toBe(201);

  it('refuses at once once a report is open between the two, and takes messages once it is closed', async () => {
    await delivers();
    const reportId = randomUUID();
    await t.db
      .insertInto('reports')
      .values({
        id: reportId,
        reporter_id: cast.id.mentor,
        reported_id: cast.id.mentee,
        chat_id: cast.chatId,
        message_id: null,
        reason: 'other',
        details: 'kept chats test',
        status: 'open',
        outcome: null,
        created_at: Date.now(),
        closed_at: null,
        message_text: null,
      })
      .execute();
    expect(await refusal()).toBe('chat_frozen');
    await t.db
      .updateTable('reports')
      .set({ status: 'closed' })
      .where('id', '=', reportId)
      .execute();
    await delivers();
  });

  it('refuses at once while a member is suspended', async () => {
    await delivers();
    await t.db
      .updateTable('users')
      .set({ suspended_at: Date.now() })
      .where('id', '=', cast.id.mentor)
      .execute();
    expect(await refusal()).toBe('chat_frozen');
    await t.db
      .updateTable('users')
      .set({ suspended_at: null })
      .where('id', '=', cast.id.mentor)
      .execute();
    await delivers();
  });

  it('hides the chat at once after a block, and shows it again once the block is lifted', async () => {
    await delivers();
    await t.db
      .insertInto('blocks')
      .values({ blocker_id: cast.id.mentor, blocked_id: cast.id.mentee, created_at: Date.now() })
      .execute();
    expect(await refusal()).toBe('not_found');
    await t.db.deleteFrom('blocks').where('blocker_id', '=', cast.id.mentor).execute();
    await delivers();
  });

  it('follows the request: refused once it is no longer accepted', async () => {
    await delivers();
    await t.db
      .updateTable('mentor_requests')
      .set({ status: 'rejected' })
      .where('id', '=', cast.chatId)
      .execute();
    expect(await refusal()).toBe('chat_not_accepted');
    await t.db
      .updateTable('mentor_requests')
      .set({ status: 'accepted' })
      .where('id', '=', cast.chatId)
      .execute();
    await delivers();
  });

  it('holds contact details by the age the mentee has now', async () => {
    const details = 'text me on 07700 900123';
    await t.db.updateTable('users').set({ age: 19 }).where('id', '=', cast.id.mentee).execute();
    expect((await send(details, 'mentor')).statusCode).toBe(201);
    await t.db.updateTable('users').set({ age: 15 }).where('id', '=', cast.id.mentee).execute();
    expect((await send(details, 'mentor')).statusCode).toBe(202);
  });

  it('names the sender by the name they have now', async () => {
    await delivers();
    await t.db
      .updateTable('users')
      .set({ full_name: 'Renamed Mentee' })
      .where('id', '=', cast.id.mentee)
      .execute();
    expect(json<ChatMessage>(await send()).senderName).toBe('Renamed Mentee');
  });

  it('keeps its version through writes a chat’s standing does not read', async () => {
    const before = await readStandingVersion(t.db);
    await t.db
      .updateTable('users')
      .set({ password_hash: 'x' })
      .where('id', '=', cast.id.stranger)
      .execute();
    await t.db.updateTable('sessions').set({ last_used_at: Date.now() }).execute();
    await delivers();
    expect(await readStandingVersion(t.db)).toBe(before);
  });

  it('forgets a chat whose request is deleted', async () => {
    await delivers();
    await t.db.deleteFrom('mentor_requests').where('id', '=', cast.chatId).execute();
    expect(await refusal()).toBe('not_found');
  });
});
