import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportForReview } from '@mentorbridge/domain/api/safeguarding';
import { uiText } from '@mentorbridge/domain/ui-text';
import { sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import { chatCast } from '../../test/chat-cast.ts';
import { rowsMentioning } from '../../test/rows-mentioning.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { makeLead } from '../safeguarding/leads.ts';

describe.each(databaseKinds)('reports and account deletion on %s', (kind) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  let lead: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    cast = await chatCast(t, 'outlive');
    lead = await verifiedUser(t.app, t.mail, {
      email: 'outlive.lead@example.com',
      password: 'quiet-river-1',
      age: 44,
      role: 'mentor',
      skills: ['Law'],
    });
    await makeLead(t.db, 'outlive.lead@example.com');
  });
  afterAll(() => t.close());

  const deleteAccount = (cookie: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { password: 'quiet-river-1', confirmation: 'REMOVE' },
    });
  const openReports = async () =>
    json<{ reports: ReportForReview[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/safeguarding/reports',
        headers: { cookie: lead },
      }),
    ).reports;

  it('keeps a report, and the words reported, after the reporter deletes their account', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/messages`,
      headers: { cookie: cast.cookie.mentor },
      payload: { clientId: 'outlive-1', text: 'keep this between us' },
    });
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie: cast.cookie.mentee },
      payload: {
        reportedUserId: cast.id.mentor,
        chatId: cast.chatId,
        messageId: json<{ id: string }>(sent).id,
        reason: 'Made me feel uncomfortable',
        details: 'Asked me to keep a secret',
      },
    });
    expect(filed.statusCode).toBe(201);

    expect(json(await deleteAccount(cast.cookie.mentee))).toEqual({ ok: true });

    expect(await rowsMentioning(t.db, [cast.id.mentee, 'outlive.mentee@example.com'])).toEqual([]);
    expect(await openReports()).toEqual([
      expect.objectContaining({
        reason: 'Made me feel uncomfortable',
        details: 'Asked me to keep a secret',
        reporter: expect.objectContaining({ name: 'Deleted account' }),
        reported: expect.objectContaining({ id: cast.id.mentor }),
        messageText: 'keep this between us',
      }),
    ]);
  });

  it('refuses to delete the reported account while the report is open, and changes nothing', async () => {
    const refused = await deleteAccount(cast.cookie.mentor);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      error: { code: 'under_review', message: uiText.accountUnderReview },
    });
    expect((await sessionUserOf(t.app, cast.cookie.mentor)).id).toBe(cast.id.mentor);
    expect(await openReports()).toHaveLength(1);
  });

  it('lets the reported account go once a lead has closed the report, and the report with it', async () => {
    const [report] = await openReports();
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/safeguarding/reports/${report?.id}/close`,
      headers: { cookie: lead },
      payload: { outcome: 'Spoke to the mentor; no further risk found' },
    });
    expect(closed.statusCode).toBe(204);

    expect(json(await deleteAccount(cast.cookie.mentor))).toEqual({ ok: true });
    expect(await rowsMentioning(t.db, [cast.id.mentor])).toEqual([]);
  });
});
