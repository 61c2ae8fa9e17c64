import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, HeldMessage } from '@mentorbridge/domain/api/chat';
import type { HeldForReview, ReportForReview } from '@mentorbridge/domain/api/safeguarding';
import type { Msg } from '@mentorbridge/domain/i18n/catalogue';
import { msg, uiText } from '@mentorbridge/domain/ui-text';
import { type PushService, startPushService } from '@mentorbridge/testing/push-service';
import { sentMsg, writeIn } from '../../i18n/languages.ts';
import { vettingWorld } from '../../test/vetting-world.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { lockChatStanding } from '../chat/chat-standing-repository.ts';
import { makeLead } from './leads.ts';

/**
 * A lead's release of a held message follows the chat's standing as a member's send does
 * (decision 051): into a chat that is blocked, paused by a report or waiting for the mentor's
 * check, nothing is delivered or pushed, and the message stays held until the chat opens.
 */
describe.each(databaseKinds)("a lead's release into a paused chat on %s", (kind) => {
  let t: TestApp;
  let service: PushService;
  let mentorDevice: string;
  const { cookie, id, call, person, suspension } = vettingWorld(() => t, `release.${kind}`);
  /** What Cara has been given so far, in order. */
  const delivered: string[] = [];
  const chatId = () => `${id.cara ?? ''}__${id.mia ?? ''}`;

  beforeAll(async () => {
    service = await startPushService();
    t = await startTestApp(kind, { environment: { PUSH_SERVICES: service.origin } });
    await person('lead', { age: 50, role: 'mentor', skills: ['Law'] });
    expect(await makeLead(t.db, `release.${kind}.lead@example.com`)).toMatchObject({ ok: true });
    await person('cara', { age: 40, role: 'mentor', skills: ['Nursing'] });
    await person('mia', { age: 15 });
    expect((await call('mia', 'POST', '/api/connections', { mentorId: id.cara })).statusCode).toBe(
      201,
    );
    expect((await call('cara', 'POST', `/api/connections/${chatId()}/accept`)).statusCode).toBe(
      204,
    );
    const subscription = service.subscribe();
    mentorDevice = subscription.endpoint;
    expect((await call('cara', 'POST', '/api/push/subscriptions', subscription)).statusCode).toBe(
      204,
    );
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  /** Mia sends Cara her phone number: held for a lead. */
  async function holdMiasNumber(clientId: string, text: string): Promise<string> {
    const sent = await call('mia', 'POST', `/api/chats/${chatId()}/messages`, { clientId, text });
    expect(sent.statusCode).toBe(202);
    return json<HeldMessage>(sent).id;
  }
  const release = (heldId: string) =>
    call('lead', 'POST', `/api/safeguarding/held/${heldId}/release`, { reason: 'school phone' });
  const textsFor = async (who: string) =>
    json<{ messages: ChatMessage[] }>(
      await call(who, 'GET', `/api/chats/${chatId()}/messages`),
    ).messages.map((message) => message.text);
  /** The chat's messages as stored: a blocked chat shows its members nothing at all. */
  const storedTexts = async () =>
    (
      await t.db
        .selectFrom('messages')
        .select('text')
        .where('chat_id', '=', chatId())
        .orderBy('seq')
        .execute()
    ).map((row) => row.text);
  const waiting = async () =>
    json<{ held: HeldForReview[] }>(await call('lead', 'GET', '/api/safeguarding/held')).held;
  const pushesToMentor = async () => {
    await t.context.background.settled();
    return service.received.filter((push) => push.endpoint === mentorDevice).length;
  };

  /** The release is refused with `reason`; nothing reached Cara, and the message waits. */
  async function expectRefused(heldId: string, reason: Msg) {
    const pushesBefore = await pushesToMentor();
    const refused = await release(heldId);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      error: {
        code: 'chat_paused',
        message: uiText.releaseRefusedChatPaused({ reason: writeIn('en', reason) }),
      },
    });
    expect(await storedTexts()).toEqual(delivered);
    expect(await pushesToMentor()).toBe(pushesBefore);
    const still = (await waiting()).find((held) => held.id === heldId);
    expect(still).toMatchObject({ chatPaused: sentMsg(reason) });
    const stored = await t.db
      .selectFrom('held_messages')
      .select(['status', 'decided_at'])
      .where('id', '=', heldId)
      .executeTakeFirst();
    expect(stored).toEqual({ status: 'held', decided_at: null });
  }

  /** The release goes through: Cara has the message, and it waits no more. */
  async function expectReleased(heldId: string, text: string) {
    expect((await release(heldId)).statusCode).toBe(204);
    delivered.push(text);
    expect(await textsFor('cara')).toEqual(delivered);
    expect((await waiting()).map((held) => held.id)).not.toContain(heldId);
  }

  it('refuses the release while the mentor’s check is suspended, and lets it through once the check counts again', async () => {
    const text = 'my number is 07700 900123';
    const heldId = await holdMiasNumber('release-check-1', text);
    expect((await waiting()).find((held) => held.id === heldId)?.chatPaused).toBeNull();
    expect(json(await suspension('cara', true))).toEqual({ state: 'suspended' });
    expect(
      uiText.releaseRefusedChatPaused({
        reason: uiText.pausedForCheck({ mentorName: 'Cara Gate' }),
      }),
    ).toBe(
      "This chat is paused: Cara Gate's safeguarding check does not count today. The message stays held.",
    );
    await expectRefused(heldId, msg.pausedForCheck({ mentorName: 'Cara Gate' }));

    expect(json(await suspension('cara', false))).toMatchObject({ state: 'valid' });
    // The first message pushed in this chat: the push comes with the release, not before.
    const pushesBefore = await pushesToMentor();
    await expectReleased(heldId, text);
    expect(await pushesToMentor()).toBe(pushesBefore + 1);
  });

  it('refuses the release while a report between the two is open, and lets it through once it is closed', async () => {
    const text = 'call me on 07700 900456';
    const heldId = await holdMiasNumber('release-report-1', text);
    const filed = await call('mia', 'POST', '/api/reports', {
      reportedUserId: id.cara,
      chatId: chatId(),
      reason: 'Made me feel uncomfortable',
    });
    expect(filed.statusCode).toBe(201);
    await expectRefused(heldId, msg.pausedForReport);

    const { reports } = json<{ reports: ReportForReview[] }>(
      await call('lead', 'GET', '/api/safeguarding/reports'),
    );
    const reportId = reports[0]?.id ?? '';
    expect(
      (
        await call('lead', 'POST', `/api/safeguarding/reports/${reportId}/close`, {
          outcome: 'Talked to both: no concern',
        })
      ).statusCode,
    ).toBe(204);
    await expectReleased(heldId, text);
  });

  it('refuses the release into a chat one of the two blocked', async () => {
    const heldId = await holdMiasNumber('release-block-1', 'my home is 07700 900789');
    expect((await call('mia', 'POST', '/api/blocks', { userId: id.cara })).statusCode).toBe(204);
    await expectRefused(heldId, msg.pausedForBlock);
  });

  it('refuses a release that a suspension committing at the same moment would otherwise slip past', async () => {
    const unblocked = await t.app.inject({
      method: 'DELETE',
      url: `/api/blocks/${id.cara ?? ''}`,
      headers: { cookie: cookie.mia ?? '' },
    });
    expect(unblocked.statusCode).toBe(204);
    const heldId = await holdMiasNumber('release-race-1', 'ring me on 07700 900555');
    // A lead suspends Cara's account in a transaction still open as the release starts: it
    // holds the standing version's row, as every standing change does when it commits.
    let release: Promise<{ statusCode: number; body: string }> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await lockChatStanding(trx);
      await trx
        .updateTable('users')
        .set({ suspended_at: Date.now() })
        .where('id', '=', id.cara ?? '')
        .execute();
      // Dispatched now (an injected request starts when awaited), answered after the commit.
      release = Promise.resolve(
        call('lead', 'POST', `/api/safeguarding/held/${heldId}/release`, {
          reason: 'school phone',
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const answered = await release;
    expect(answered?.statusCode).toBe(409);
    expect(JSON.parse(answered?.body ?? '{}')).toMatchObject({
      error: {
        code: 'chat_paused',
        message: uiText.releaseRefusedChatPaused({ reason: uiText.pausedForSuspension }),
      },
    });
    expect(await storedTexts()).toEqual(delivered);
  });
});
