import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushService, startPushService } from '@mentorbridge/testing/push-service';
import { wordingIn } from '../../i18n/languages.ts';
import { chatCast } from '../../test/chat-cast.ts';
import { databaseKinds, startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A device whose session has ended (idle, past its end, ended elsewhere) may be a shared
 * computer or a sibling's phone by now: its pushes say that something is new, and nothing of who
 * or what (decision 054).
 */
describe.each(databaseKinds)('a push after the session ended, on %s', (kind) => {
  let t: TestApp;
  let service: PushService;
  let cast: Awaited<ReturnType<typeof chatCast>>;

  beforeAll(async () => {
    service = await startPushService();
    t = await startTestApp(kind, { environment: { PUSH_SERVICES: service.origin } });
    cast = await chatCast(t, `push-ended.${kind}`);
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/full-name',
      headers: { cookie: cast.cookie.mentor },
      payload: { fullName: 'Daniel Reed' },
    });
    await t.context.background.settled();
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it('names nobody to a device whose session has ended: the next person may be reading', async () => {
    const subscription = service.subscribe();
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie: cast.cookie.mentee },
      payload: subscription,
    });
    expect(subscribed.statusCode).toBe(204);

    // Thirteen hours on, past the twelve a session may stay unused: the mentee's has ended.
    const later = Date.now() + 13 * 60 * 60_000;
    t.context.clock.now = () => later;
    try {
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/chats/${cast.chatId}/messages`,
        headers: { cookie: cast.cookie.mentor },
        payload: { clientId: 'push-after-idle', text: 'Are you free on Thursday?' },
      });
      expect(sent.statusCode).toBe(201);
      await t.context.background.settled();
      const push = await service.waitForPush(subscription.endpoint);
      expect(JSON.parse(push.payload)).toEqual({
        title: 'MentorBridge',
        body: 'You have something new.',
        url: '/',
        tag: 'something-new',
      });
      expect(push.payload).not.toContain('Daniel');
    } finally {
      t.context.clock.now = () => Date.now();
    }
  });

  it('says it in the account’s language: Arabic to an Arabic mentor', async () => {
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { cookie: cast.cookie.mentor },
      payload: { language: 'ar' },
    });
    expect(chosen.statusCode).toBe(200);
    const subscription = service.subscribe();
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie: cast.cookie.mentor },
      payload: subscription,
    });
    expect(subscribed.statusCode).toBe(204);

    // Past the twelve hours a session may stay unused, someone asks the mentor.
    const later = Date.now() + 13 * 60 * 60_000;
    t.context.clock.now = () => later;
    try {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/connections',
        headers: { cookie: cast.cookie.stranger },
        payload: { mentorId: cast.id.mentor },
      });
      expect(asked.statusCode).toBe(201);
      await t.context.background.settled();
      const push = await service.waitForPush(subscription.endpoint);
      expect(JSON.parse(push.payload)).toEqual({
        title: 'MentorBridge',
        body: wordingIn('ar').pushSomethingNew,
        url: '/',
        tag: 'something-new',
      });
    } finally {
      t.context.clock.now = () => Date.now();
    }
  });
});
