import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiText } from '@mentorbridge/domain/ui-text';
import { jpegWithGpsExif } from '@mentorbridge/testing/images';
import { logIn, sessionUserOf, signUp, verifiedUser } from '../../test/accounts.ts';
import { joinCall } from '../calls/service.ts';
import { rowsMentioning } from '../../test/rows-mentioning.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import { notificationMail } from '../../mail/notification-mails.ts';

describe.each(databaseKinds)('deleting an account on %s', (kind) => {
  let t: TestApp;
  const email = 'leaving.mentor@example.com';
  let cookie: string;
  let userId: string;
  let keeper: string;
  let chatId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    cookie = await verifiedUser(t.app, t.mail, {
      email,
      password: 'quiet-river-1',
      age: 50,
      role: 'mentor',
      skills: ['Illustration', 'Public Speaking'],
    });
    userId = (await sessionUserOf(t.app, cookie)).id;
    keeper = await verifiedUser(t.app, t.mail, {
      email: 'staying@example.com',
      password: 'quiet-river-1',
    });
    // Everything the account can own: a name, a picture, notes, an accepted request with its
    // chat (text and an image) and its video call, a second session, a failed log-in.
    const headers = { cookie };
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/full-name',
      headers,
      payload: { fullName: 'Leaving Mentor' },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/picture',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: await jpegWithGpsExif(),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers,
      payload: { content: 'mine' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { cookie: keeper },
      payload: { content: 'kept' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie: keeper },
      payload: { mentorId: userId },
    });
    const keeperId = (await sessionUserOf(t.app, keeper)).id;
    chatId = `${userId}__${keeperId}`;
    await t.app.inject({
      method: 'POST',
      url: `/api/connections/${chatId}/accept`,
      headers,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/messages`,
      headers: { cookie: keeper },
      payload: { clientId: 'keeper-message-1', text: 'hello' },
    });
    const image = await t.app.inject({
      method: 'PUT',
      url: `/api/chats/${chatId}/images`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: await jpegWithGpsExif(),
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/messages`,
      headers,
      payload: { clientId: 'leaver-message-1', imageId: json<{ imageId: string }>(image).imageId },
    });
    // The other member has the chat's call open in a tab.
    await joinCall(t.context, { userId: keeperId, connectionId: 'keeper-call-tab' }, chatId);
    await logIn(t.app, email, 'quiet-river-1');
    await logIn(t.app, email, 'not-the-password');
    // A mail to the other member that names the leaver, still waiting in the outbox.
    const naming = notificationMail(
      'staying@example.com',
      { type: 'chat.unread', senderName: 'Leaving Mentor', chatId, aboutId: userId },
      { publicUrl: PUBLIC_URL, mailToken: 'not-a-real-token', language: 'en' },
    );
    await t.context.mailer.enqueue(t.db, naming);
  });
  afterAll(() => t.close());

  const deleteAccount = (body: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload: body });

  it.each([
    [{ password: '', confirmation: 'REMOVE' }, uiText.enterPasswordToDelete],
    [{ password: 'quiet-river-1', confirmation: 'remove' }, "You must type 'REMOVE' to confirm."],
    [{ password: 'wrong-one', confirmation: 'REMOVE' }, 'Error: The password is incorrect.'],
  ])('refuses %o and deletes nothing', async (body, message) => {
    const response = await deleteAccount(body);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: { message } });
    expect((await sessionUserOf(t.app, cookie)).id).toBe(userId);
  });

  it('deletes the user, every row that mentions them and every file of theirs', async () => {
    expect((await rowsMentioning(t.db, [userId, email])).length).toBeGreaterThan(5);
    expect(await t.db.selectFrom('active_calls').selectAll().execute()).toHaveLength(1);
    expect(await t.context.files.list(`profile-pictures/${userId}`)).toHaveLength(2);
    expect(await t.context.files.list(`chat-images/${chatId}`)).toHaveLength(1);
    const mailsNamingThem = () =>
      t.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('subject', 'like', '%Leaving Mentor%')
        .execute();
    // The mail written above waits; one the app wrote itself (the accept's) may still wait too.
    expect(
      await t.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'chat.unread')
        .where('subject', 'like', '%Leaving Mentor%')
        .execute(),
    ).toHaveLength(1);

    const response = await deleteAccount({ password: 'quiet-river-1', confirmation: 'REMOVE' });
    expect(json(response)).toEqual({ ok: true });
    expect(response.cookies.find((c) => c.name === 'mb_session')?.value).toBe('');

    expect(await rowsMentioning(t.db, [userId, email])).toEqual([]);
    // Nothing still to go out names them: the waiting mail to the other member went too.
    expect(await mailsNamingThem()).toEqual([]);
    expect(await t.context.files.list(`profile-pictures/${userId}`)).toEqual([]);
    expect(await t.context.files.list(`chat-images/${chatId}`)).toEqual([]);
    const others = await t.app.inject({
      method: 'GET',
      url: '/api/notes',
      headers: { cookie: keeper },
    });
    expect(json(others)).toMatchObject({ notes: [{ content: 'kept' }] });
    const keepersRequests = await t.app.inject({
      method: 'GET',
      url: '/api/connections',
      headers: { cookie: keeper },
    });
    expect(json(keepersRequests)).toEqual({ requests: [] });
  });

  it('can no longer log in, and the address can sign up again', async () => {
    expect((await logIn(t.app, email, 'quiet-river-1')).statusCode).toBe(401);
    const again = await signUp(t.app, {
      email,
      password: 'quiet-river-2',
      age: 30,
      role: 'mentee',
    });
    expect(again.statusCode).toBe(201);
  });
});
