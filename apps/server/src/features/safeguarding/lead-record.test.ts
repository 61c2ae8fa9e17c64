import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeldMessage } from '@mentorbridge/domain/api/chat';
import type {
  HeldForReview,
  ReportForReview,
  SafetyFlag,
} from '@mentorbridge/domain/api/safeguarding';
import { uiText } from '@mentorbridge/domain/ui-text';
import { plainPng } from '@mentorbridge/testing/images';
import { checkMentor } from '../../test/vetting.ts';
import { vettingWorld } from '../../test/vetting-world.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { leadRecordNotice, makeLead } from './leads.ts';

const recordNeeded = { error: { code: 'lead_record_needed', message: uiText.leadNeedsRecord } };

/**
 * A lead holds a safeguarding record that counts, as a mentor does, before they read a child's
 * messages or pictures or write to a child (decision 051). Without one they still see adults'
 * items; once a check is recorded for them, the rest opens.
 */
describe.each(databaseKinds)('a lead without a safeguarding record on %s', (kind) => {
  let t: TestApp;
  const { cookie, id, call, person } = vettingWorld(() => t, `leadrecord.${kind}`);
  const lenaEmail = `leadrecord.${kind}.lena@example.com`;
  const miasChat = () => `${id.cara ?? ''}__${id.mia ?? ''}`;
  const adasChat = () => `${id.cara ?? ''}__${id.ada ?? ''}`;
  let heldId = '';

  beforeAll(async () => {
    t = await startTestApp(kind);
    // Lena is made a lead before anyone recorded her check.
    await person('lena', { age: 45, role: 'mentor', skills: ['Law'], checked: false });
    expect(await makeLead(t.db, lenaEmail)).toMatchObject({ ok: true });
    await person('cara', { age: 40, role: 'mentor', skills: ['Nursing'] });
    await person('mia', { age: 15 });
    await person('ada', { age: 20 });
    for (const [mentee, chatId] of [
      ['mia', miasChat()],
      ['ada', adasChat()],
    ] as const) {
      await call(mentee, 'POST', '/api/connections', { mentorId: id.cara });
      expect((await call('cara', 'POST', `/api/connections/${chatId}/accept`)).statusCode).toBe(
        204,
      );
    }
    // Mia's picture of her phone number is held; a worrying line is flagged in each chat.
    const image = await t.app.inject({
      method: 'PUT',
      url: `/api/chats/${miasChat()}/images`,
      headers: { cookie: cookie.mia ?? '', 'content-type': 'application/octet-stream' },
      payload: await plainPng(),
    });
    const held = await call('mia', 'POST', `/api/chats/${miasChat()}/messages`, {
      clientId: 'lead-record-held',
      text: 'my number: 07700 900123',
      imageId: json<{ imageId: string }>(image).imageId,
    });
    expect(held.statusCode).toBe(202);
    heldId = json<HeldMessage>(held).id;
    for (const [who, chatId, text] of [
      ['mia', miasChat(), 'sometimes I want to die'],
      ['ada', adasChat(), "Don't tell your parents we talk"],
    ] as const) {
      const sent = await call(who, 'POST', `/api/chats/${chatId}/messages`, {
        clientId: `lead-record-${who}`,
        text,
      });
      expect(sent.statusCode).toBe(201);
    }
    for (const [who, chatId] of [
      ['mia', miasChat()],
      ['ada', adasChat()],
    ] as const) {
      const filed = await call(who, 'POST', '/api/reports', {
        reportedUserId: id.cara,
        chatId,
        reason: 'Made me feel uncomfortable',
      });
      expect(filed.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  const warn = (who: string) =>
    call('lena', 'POST', `/api/safeguarding/users/${id[who] ?? ''}/warn`, {
      message: 'Please keep to the chat rules.',
    });
  const heldImage = () => call('lena', 'GET', `/api/safeguarding/held/${heldId}/image`);

  it("refuses her a child's held messages, their picture, a release and a warning to a child, naming what is missing", async () => {
    const miasReport = await t.db
      .selectFrom('reports')
      .select('id')
      .where('reporter_id', '=', id.mia ?? '')
      .executeTakeFirstOrThrow();
    for (const refused of [
      await call('lena', 'GET', '/api/safeguarding/held'),
      await heldImage(),
      await call('lena', 'POST', `/api/safeguarding/held/${heldId}/release`, { reason: 'ok' }),
      await call('lena', 'POST', `/api/safeguarding/held/${heldId}/remove`, { reason: 'no' }),
      await warn('mia'),
      await call('lena', 'GET', `/api/safeguarding/users/${id.mia ?? ''}`),
      await call('lena', 'POST', `/api/safeguarding/reports/${miasReport.id}/close`, {
        outcome: 'Closed without reading',
      }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toMatchObject(recordNeeded);
    }
    expect(await t.db.selectFrom('warnings').select('id').execute()).toEqual([]);
    const stored = await t.db
      .selectFrom('held_messages')
      .select('status')
      .where('id', '=', heldId)
      .executeTakeFirst();
    expect(stored?.status).toBe('held');
  });

  it("still shows her adults' items, and says how many about children are left out", async () => {
    const flags = json<{ flags: SafetyFlag[]; withheld: number }>(
      await call('lena', 'GET', '/api/safeguarding/flags'),
    );
    expect(flags.flags.map((flag) => flag.text)).toEqual(["Don't tell your parents we talk"]);
    expect(flags.withheld).toBe(1);
    const reports = json<{ reports: ReportForReview[]; withheld: number }>(
      await call('lena', 'GET', '/api/safeguarding/reports'),
    );
    expect(reports.reports.map((report) => report.reporter.id)).toEqual([id.ada]);
    expect(reports.withheld).toBe(1);
    expect((await warn('ada')).statusCode).toBe(204);
    expect((await call('lena', 'GET', `/api/safeguarding/users/${id.ada ?? ''}`)).statusCode).toBe(
      200,
    );
  });

  it('tells the operator who makes her a lead what is missing and how to record it', async () => {
    const notice = await leadRecordNotice(t.db, lenaEmail);
    expect(notice).toContain('has no safeguarding check that counts today');
    expect(notice).toContain(`npm run mentor:vet -- ${lenaEmail}`);
  });

  it('lets her do all of it once a check is recorded for her', async () => {
    await checkMentor(t.context, id.lena ?? '');
    expect(await leadRecordNotice(t.db, lenaEmail)).toBeNull();
    const held = await call('lena', 'GET', '/api/safeguarding/held');
    expect(held.statusCode).toBe(200);
    expect(json<{ held: HeldForReview[] }>(held).held.map((item) => item.id)).toEqual([heldId]);
    expect((await heldImage()).statusCode).toBe(200);
    expect((await warn('mia')).statusCode).toBe(204);
    const flags = json<{ flags: SafetyFlag[]; withheld: number }>(
      await call('lena', 'GET', '/api/safeguarding/flags'),
    );
    expect([flags.flags.length, flags.withheld]).toEqual([2, 0]);
    const reports = json<{ reports: ReportForReview[]; withheld: number }>(
      await call('lena', 'GET', '/api/safeguarding/reports'),
    );
    expect([reports.reports.length, reports.withheld]).toEqual([2, 0]);
  });
});
