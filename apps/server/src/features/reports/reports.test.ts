import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionList } from '@mentorbridge/domain/api/connections';
import { realtimeCloseCodes } from '@mentorbridge/domain/realtime-protocol';
import type {
  AuditEntry,
  ReportForReview,
  UserLookup,
} from '@mentorbridge/domain/api/safeguarding';
import { uiText } from '@mentorbridge/domain/ui-text';
import { wordingIn } from '../../i18n/languages.ts';
import { logIn, verifiedUser } from '../../test/accounts.ts';
import { chatCast } from '../../test/chat-cast.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import { makeLead } from '../safeguarding/leads.ts';

describe.each(databaseKinds)('reports, pauses and suspensions on %s', (kind) => {
  let t: TestApp;
  let wsUrl: string;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  let lead: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
    cast = await chatCast(t, 'report');
    lead = await verifiedUser(t.app, t.mail, {
      email: 'report.lead@example.com',
      password: 'quiet-river-1',
      age: 44,
      role: 'mentor',
      skills: ['Law'],
    });
    await makeLead(t.db, 'report.lead@example.com');
  });
  afterAll(() => t.close());

  const request = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const send = (cookie: string, clientId: string) =>
    request(cookie, 'POST', `/api/chats/${cast.chatId}/messages`, {
      clientId,
      text: 'hello there',
    });
  const frozen = async (cookie: string) =>
    json<ConnectionList>(await request(cookie, 'GET', '/api/connections')).requests.find(
      (r) => r.id === cast.chatId,
    )?.frozen;
  const openReports = async () =>
    json<{ reports: ReportForReview[] }>(await request(lead, 'GET', '/api/safeguarding/reports'))
      .reports;

  it('pauses the chat for both at once when one reports a message, until a lead closes it', async () => {
    const sent = await send(cast.cookie.mentor, 'before-report');
    const messageId = json<{ id: string }>(sent).id;
    const mentorTab = connectSocket(wsUrl, { cookie: cast.cookie.mentor, origin: PUBLIC_URL });
    await mentorTab.opened;

    const filed = await request(cast.cookie.mentee, 'POST', '/api/reports', {
      reportedUserId: cast.id.mentor,
      chatId: cast.chatId,
      messageId,
      reason: 'Asked for personal details',
      details: 'He asked where I live',
    });
    expect(filed.statusCode).toBe(201);
    await until(() => mentorTab.received.some((event) => event.type === 'request.changed'));
    expect(await frozen(cast.cookie.mentor)).toBe(true);
    expect(await frozen(cast.cookie.mentee)).toBe(true);

    for (const cookie of [cast.cookie.mentor, cast.cookie.mentee]) {
      const refused = await send(cookie, `paused-${cookie.length}-x`);
      expect(refused.statusCode).toBe(409);
      expect(json(refused)).toMatchObject({
        error: { code: 'chat_frozen', message: uiText.chatFrozen },
      });
    }
    // Reading stays possible, and nothing says who reported.
    const read = await request(cast.cookie.mentor, 'GET', `/api/chats/${cast.chatId}/messages`);
    expect(read.statusCode).toBe(200);
    expect(mentorTab.received.map((event) => JSON.stringify(event)).join()).not.toContain('report');

    const [report] = await openReports();
    expect(report).toMatchObject({
      reason: 'Asked for personal details',
      details: 'He asked where I live',
      messageText: 'hello there',
      reporter: { id: cast.id.mentee, ageBand: '13–15' },
      reported: { id: cast.id.mentor, role: 'mentor' },
    });
    const closed = await request(lead, 'POST', `/api/safeguarding/reports/${report?.id}/close`, {
      outcome: 'Talked to the mentor; a misunderstanding.',
    });
    expect(closed.statusCode).toBe(204);
    expect(await frozen(cast.cookie.mentee)).toBe(false);
    expect((await send(cast.cookie.mentor, 'after-closing')).statusCode).toBe(201);
    mentorTab.socket.close();
  });

  it('lets people report only someone they can see, never themselves', async () => {
    const report = (reportedUserId: string, extra: object = {}) =>
      request(cast.cookie.stranger, 'POST', '/api/reports', {
        reportedUserId,
        reason: 'Something else',
        ...extra,
      });
    expect((await report(cast.id.stranger)).statusCode).toBe(400);
    expect((await report(cast.id.mentee)).statusCode).toBe(404);
    expect((await report(cast.id.mentor, { chatId: cast.chatId })).statusCode).toBe(404);
    expect((await report(cast.id.mentor, { reason: 'Because' })).statusCode).toBe(400);
  });

  it('suspends an account: sessions end, it leaves the directory, its chats pause; lifting restores', async () => {
    const mentorTab = connectSocket(wsUrl, { cookie: cast.cookie.mentor, origin: PUBLIC_URL });
    await mentorTab.opened;
    const suspended = await request(
      lead,
      'POST',
      `/api/safeguarding/users/${cast.id.mentor}/suspend`,
      {
        reason: 'Asked a child for her address',
      },
    );
    expect(suspended.statusCode).toBe(204);
    expect(await mentorTab.closed).toBe(realtimeCloseCodes.sessionEnded);
    const session = json<{ user: unknown }>(
      await request(cast.cookie.mentor, 'GET', '/api/auth/session'),
    );
    expect(session.user).toBeNull();
    const again = await logIn(t.app, 'report.mentor@example.com', 'quiet-river-1');
    expect(again.statusCode).toBe(403);
    expect(json(again)).toMatchObject({
      error: { code: 'account_suspended', message: uiText.accountSuspended },
    });
    const directory = json<{ mentors: { id: string }[] }>(
      await request(cast.cookie.stranger, 'GET', '/api/mentors'),
    );
    expect(directory.mentors.map((mentor) => mentor.id)).not.toContain(cast.id.mentor);
    expect(await frozen(cast.cookie.mentee)).toBe(true);

    const lookup = json<UserLookup>(
      await request(lead, 'GET', '/api/safeguarding/users?email=Report.Mentor@example.com'),
    );
    expect(lookup.user).toMatchObject({ id: cast.id.mentor, suspended: true, ageBand: '26+' });
    expect(lookup.connections.map((connection) => connection.status).sort()).toEqual([
      'accepted',
      'pending',
      'rejected',
    ]);
    expect(lookup.reports).toEqual([expect.objectContaining({ side: 'about', status: 'closed' })]);

    await request(lead, 'POST', `/api/safeguarding/users/${cast.id.mentor}/lift`, {
      reason: 'Reviewed with the school',
    });
    expect((await logIn(t.app, 'report.mentor@example.com', 'quiet-river-1')).statusCode).toBe(200);
    expect(await frozen(cast.cookie.mentee)).toBe(false);
  });

  it('mails a warning in the lead’s words and writes every step to the audit log', async () => {
    const warned = await request(lead, 'POST', `/api/safeguarding/users/${cast.id.mentor}/warn`, {
      message: 'Keep all contact on MentorBridge, please.',
    });
    expect(warned.statusCode).toBe(204);
    const mail = await t.mail.waitForMail('report.mentor@example.com');
    expect(mail.text).toContain('Keep all contact on MentorBridge, please.');

    const log = json<{ entries: AuditEntry[] }>(
      await request(lead, 'GET', '/api/safeguarding/audit'),
    )
      .entries.map((entry) => entry.action)
      .reverse();
    expect(log).toEqual([
      'viewed reports',
      'closed a report',
      'suspended an account',
      'looked up an account',
      'lifted a suspension',
      'warned an account',
    ]);
  });

  it('frames the lead’s words in the warned account’s language: Arabic, right to left', async () => {
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { cookie: cast.cookie.stranger },
      payload: { language: 'ar' },
    });
    expect(chosen.statusCode).toBe(200);
    const words = 'Please keep every conversation on MentorBridge.';
    const warned = await request(lead, 'POST', `/api/safeguarding/users/${cast.id.stranger}/warn`, {
      message: words,
    });
    expect(warned.statusCode).toBe(204);
    const arabic = wordingIn('ar');
    const mail = await t.mail.waitForMail('report.stranger@example.com');
    expect(mail.subject).toBe(arabic.warningMailSubject);
    // The lead's words stay as the lead wrote them.
    expect(mail.text).toBe(
      [arabic.warningMailIntro, '', words, '', arabic.warningMailRules].join('\n'),
    );
    expect(mail.html).toContain('<div lang="ar" dir="rtl">');
    expect(mail.html).toContain(`<blockquote>${words}</blockquote>`);
  });
});
