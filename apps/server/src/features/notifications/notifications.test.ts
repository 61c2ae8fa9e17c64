import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@mentorbridge/domain/api/notifications';
import { uiText } from '@mentorbridge/domain/ui-text';
import type { CaughtMail } from '@mentorbridge/testing/mail-catcher';
import { wordingIn } from '../../i18n/languages.ts';
import { sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

describe.each(databaseKinds)('mail on request events on %s', (kind) => {
  let t: TestApp;
  const cookie = {} as Record<'mentor' | 'mentee' | 'other', string>;
  const email = (who: string) => `events.${who}.${kind}@example.com`;
  let mentorId: string;
  let menteeId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const password = 'quiet-river-1';
    cookie.mentor = await verifiedUser(t.app, t.mail, {
      email: email('mentor'),
      password,
      age: 41,
      role: 'mentor',
      skills: ['Illustration'],
    });
    cookie.mentee = await verifiedUser(t.app, t.mail, { email: email('mentee'), password });
    cookie.other = await verifiedUser(t.app, t.mail, { email: email('other'), password });
    mentorId = (await sessionUserOf(t.app, cookie.mentor)).id;
    menteeId = (await sessionUserOf(t.app, cookie.mentee)).id;
    for (const [who, fullName] of [
      ['mentor', 'Rosa Mentor'],
      ['mentee', 'Sam Pupil'],
    ] as const) {
      await t.app.inject({
        method: 'PUT',
        url: '/api/profile/full-name',
        headers: { cookie: cookie[who] },
        payload: { fullName },
      });
    }
  });
  afterAll(() => t.close());

  const send = (
    who: keyof typeof cookie,
    method: 'POST' | 'DELETE' | 'PUT',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: cookie[who] },
      ...(payload ? { payload } : {}),
    });
  /** The mails to `who` since `before` mails were caught, once background mail is done. */
  const mailsTo = async (who: string, before = 0): Promise<CaughtMail[]> => {
    await t.context.background.settled();
    return t.mail.mails.slice(before).filter((mail) => mail.to.includes(email(who)));
  };
  /** How many mails were caught, once background mail is done: mails after it are new. */
  const caughtSoFar = async () => {
    await t.context.background.settled();
    return t.mail.mails.length;
  };
  const requestId = () => `${mentorId}__${menteeId}`;

  it('mails the mentor a new request, naming the mentee and linking to their requests', async () => {
    const before = await caughtSoFar();
    expect((await send('mentee', 'POST', '/api/connections', { mentorId })).statusCode).toBe(201);
    const [mail] = await mailsTo('mentor', before);
    expect(mail?.subject).toBe('Sam Pupil would like you as their mentor');
    expect(mail?.text).toContain(`See your requests: ${PUBLIC_URL}/connections/mentor?tab=pending`);
    // One-click unsubscribe as RFC 8058 has it, and a link for people.
    expect(mail?.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${PUBLIC_URL}/api/mail/unsubscribe\\?token=[\\w-]+&kind=requests>$`),
    );
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toMatch(new RegExp(`Stop these emails: ${PUBLIC_URL}/unsubscribe\\?token=`));
    expect(await mailsTo('mentee', before)).toEqual([]);
  });

  it('mails the mentor when the mentee cancels, and the mentee when the mentor answers', async () => {
    let before = await caughtSoFar();
    expect((await send('mentee', 'DELETE', `/api/connections/${requestId()}`)).statusCode).toBe(
      204,
    );
    expect((await mailsTo('mentor', before)).map((mail) => mail.subject)).toEqual([
      'Sam Pupil withdrew their request',
    ]);

    await send('mentee', 'POST', '/api/connections', { mentorId });
    before = await caughtSoFar();
    expect(
      (await send('mentor', 'POST', `/api/connections/${requestId()}/reject`)).statusCode,
    ).toBe(204);
    const [rejection] = await mailsTo('mentee', before);
    expect(rejection?.subject).toBe('Rosa Mentor cannot take your request');
    expect(rejection?.text).toContain(`${PUBLIC_URL}/connections/mentee?tab=rejected`);

    await send('mentee', 'DELETE', `/api/connections/${requestId()}`);
    await send('mentee', 'POST', '/api/connections', { mentorId });
    before = await caughtSoFar();
    expect(
      (await send('mentor', 'POST', `/api/connections/${requestId()}/accept`)).statusCode,
    ).toBe(204);
    const [acceptance] = await mailsTo('mentee', before);
    expect(acceptance?.subject).toBe('Rosa Mentor accepted your request');
    expect(acceptance?.text).toContain(`Open the chat: ${PUBLIC_URL}/chat/${requestId()}`);
    expect(await mailsTo('mentor', before)).toEqual([]);
  });

  it('keeps each kind of mail to the user’s choice in Settings', async () => {
    const preferences = async (who: keyof typeof cookie) =>
      json<NotificationPreferences>(
        await t.app.inject({
          method: 'GET',
          url: '/api/settings/notifications',
          headers: { cookie: cookie[who] },
        }),
      );
    expect(await preferences('other')).toEqual({
      requests: true,
      answers: true,
      unread: true,
      mentoring: true,
    });

    const choice = { requests: true, answers: false, unread: true, mentoring: true };
    const saved = await send('other', 'PUT', '/api/settings/notifications', choice);
    expect(json(saved)).toEqual(choice);
    expect(await preferences('other')).toEqual(choice);

    const before = await caughtSoFar();
    const otherId = (await sessionUserOf(t.app, cookie.other)).id;
    await send('other', 'POST', '/api/connections', { mentorId });
    await send('mentor', 'POST', `/api/connections/${mentorId}__${otherId}/reject`);
    expect(await mailsTo('other', before)).toEqual([]);
    // The mentor's choice is theirs: the request still reached them.
    expect((await mailsTo('mentor', before)).length).toBe(1);

    const bad = await send('other', 'PUT', '/api/settings/notifications', { requests: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(await preferences('other')).toEqual(choice);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/settings/notifications' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('unsubscribes one kind by the mail’s link, without logging in, and by a mail program’s one-click POST', async () => {
    const [mail] = (await mailsTo('mentor')).slice(-1);
    const oneClick = /^<(.+)>$/.exec(mail?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    const path = oneClick.slice(PUBLIC_URL.length);

    // Opening the link (as a link checker would) changes nothing.
    const looked = await t.app.inject({ method: 'GET', url: path });
    expect(json(looked)).toEqual({ kind: 'requests', subscribed: true });

    const posted = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(json(posted)).toEqual({ kind: 'requests', subscribed: false });
    const preferences = await t.app.inject({
      method: 'GET',
      url: '/api/settings/notifications',
      headers: { cookie: cookie.mentor },
    });
    expect(json(preferences)).toEqual({
      requests: false,
      answers: true,
      unread: true,
      mentoring: true,
    });

    const before = await caughtSoFar();
    const otherId = (await sessionUserOf(t.app, cookie.other)).id;
    await send('mentor', 'DELETE', `/api/connections/${mentorId}__${otherId}`);
    await send('other', 'POST', '/api/connections', { mentorId });
    expect(await mailsTo('mentor', before)).toEqual([]);
  });

  it('refuses a link whose key is not one of ours, and changes nothing', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/mail/unsubscribe?token=not-a-real-key&kind=unread',
    });
    expect(forged.statusCode).toBe(404);
    expect(json(forged)).toMatchObject({
      error: { code: 'unsubscribe_link_invalid', message: uiText.unsubscribeLinkInvalid },
    });
    const badKind = await t.app.inject({
      method: 'POST',
      url: '/api/mail/unsubscribe?token=x&kind=everything',
    });
    expect(badKind.statusCode).toBe(400);
  });

  it('writes each mail in its recipient’s language: Spanish to a Spanish mentor, Arabic right to left to an Arabic pupil', async () => {
    const password = 'quiet-river-1';
    const mentorCookie = await verifiedUser(t.app, t.mail, {
      email: email('lucia'),
      password,
      age: 38,
      role: 'mentor',
      skills: ['Illustration'],
      language: 'es',
    });
    const pupilCookie = await verifiedUser(t.app, t.mail, {
      email: email('omar'),
      password,
      language: 'ar',
    });
    for (const [who, fullName] of [
      [mentorCookie, 'Lucía Ruiz'],
      [pupilCookie, 'Omar Haddad'],
    ] as const) {
      await t.app.inject({
        method: 'PUT',
        url: '/api/profile/full-name',
        headers: { cookie: who },
        payload: { fullName },
      });
    }
    const spanishMentorId = (await sessionUserOf(t.app, mentorCookie)).id;
    const arabicPupilId = (await sessionUserOf(t.app, pupilCookie)).id;
    const spanish = wordingIn('es');
    const arabic = wordingIn('ar');

    let before = await caughtSoFar();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie: pupilCookie },
      payload: { mentorId: spanishMentorId },
    });
    expect(asked.statusCode).toBe(201);
    const [request] = await mailsTo('lucia', before);
    expect(request?.subject).toBe(spanish.mailRequestReceivedSubject({ name: 'Omar Haddad' }));
    expect(request?.text).toContain(spanish.mailRequestReceivedSent({ name: 'Omar Haddad' }));
    expect(request?.text).toContain(
      `${spanish.mailSeeYourRequests}: ${PUBLIC_URL}/connections/mentor?tab=pending`,
    );
    expect(request?.text).toContain(spanish.mailWhyRequests);
    expect(request?.text).toMatch(
      new RegExp(`${spanish.mailStopTheseEmails}: ${PUBLIC_URL}/unsubscribe\\?token=`),
    );
    expect(request?.html).toContain('<div lang="es" dir="ltr">');
    expect(request?.html).toContain(spanish.mailChooseYourEmails);

    before = await caughtSoFar();
    const chatId = `${spanishMentorId}__${arabicPupilId}`;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/connections/${chatId}/accept`,
      headers: { cookie: mentorCookie },
    });
    expect(accepted.statusCode).toBe(204);
    const [answer] = await mailsTo('omar', before);
    expect(answer?.subject).toBe(arabic.mailRequestAcceptedSubject({ name: 'Lucía Ruiz' }));
    expect(answer?.text).toContain(arabic.mailRequestAcceptedLine({ name: 'Lucía Ruiz' }));
    expect(answer?.text).toContain(`${arabic.mailOpenTheChat}: ${PUBLIC_URL}/chat/${chatId}`);
    expect(answer?.text).toContain(arabic.mailWhyAnswers);
    expect(answer?.html).toContain('<div lang="ar" dir="rtl">');
    expect(answer?.html).toContain(arabic.mailStopTheseEmails);
    // The unsubscribe headers are the mail program's, the same in every language.
    expect(answer?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });
});
