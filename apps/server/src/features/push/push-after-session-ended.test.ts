import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordingIn } from '../../i18n/languages.ts';
import { pushCast, type PushCast } from '../../test/push-cast.ts';
import { databaseKinds, type TestApp } from '../../test/test-app.ts';

/**
 * A device whose session has ended (idle, past its end, ended elsewhere) may be a shared
 * computer or a sibling's phone by now: its pushes say that something is new, and nothing of who
 * or what (decision 054).
 */
describe.each(databaseKinds)('a push after the session ended, on %s', (kind) => {
  let push: PushCast;
  let t: TestApp;

  beforeAll(async () => {
    push = await pushCast(kind, `push-ended.${kind}`);
    t = push.t;
  });
  afterAll(() => push.close());

  /** A device of `cookie`'s person, subscribed to pushes. */
  const deviceOf = async (cookie: string) => {
    const { answer, subscription } = await push.subscribe(cookie);
    expect(answer.statusCode).toBe(204);
    return subscription;
  };

  /** Runs `act` thirteen hours on, past the twelve a session may stay unused. */
  const thirteenHoursOn = async (act: () => Promise<void>) => {
    const later = Date.now() + 13 * 60 * 60_000;
    t.context.clock.now = () => later;
    try {
      await act();
    } finally {
      t.context.clock.now = () => Date.now();
    }
  };

  it('names nobody to a device whose session has ended: the next person may be reading', async () => {
    const device = await deviceOf(push.cast.cookie.mentee);
    // The mentee's session has ended when the mentor writes.
    await thirteenHoursOn(async () => {
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/chats/${push.cast.chatId}/messages`,
        headers: { cookie: push.cast.cookie.mentor },
        payload: { clientId: 'push-after-idle', text: 'Are you free on Thursday?' },
      });
      expect(sent.statusCode).toBe(201);
      await t.context.background.settled();
      const pushed = await push.service.waitForPush(device.endpoint);
      expect(JSON.parse(pushed.payload)).toEqual({
        title: 'MentorBridge',
        body: 'You have something new.',
        url: '/',
        tag: 'something-new',
      });
      expect(pushed.payload).not.toContain('Daniel');
    });
  });

  it('says it in the account’s language: Arabic to an Arabic mentor', async () => {
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { cookie: push.cast.cookie.mentor },
      payload: { language: 'ar' },
    });
    expect(chosen.statusCode).toBe(200);
    const device = await deviceOf(push.cast.cookie.mentor);
    // The mentor's session has ended when someone asks them.
    await thirteenHoursOn(async () => {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/connections',
        headers: { cookie: push.cast.cookie.stranger },
        payload: { mentorId: push.cast.id.mentor },
      });
      expect(asked.statusCode).toBe(201);
      await t.context.background.settled();
      const pushed = await push.service.waitForPush(device.endpoint);
      expect(JSON.parse(pushed.payload)).toEqual({
        title: 'MentorBridge',
        body: wordingIn('ar').pushSomethingNew,
        url: '/',
        tag: 'something-new',
      });
    });
  });
});
