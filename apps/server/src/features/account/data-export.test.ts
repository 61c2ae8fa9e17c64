import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainPng } from '@mentorbridge/testing/images';
import { sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import type { PersonalDataExport } from './data-export.ts';
import { exportCoverage } from './export-coverage.ts';

/**
 * Settings, Download my data (UK GDPR articles 15 and 20): each kind of data a person has is in
 * their copy, and nothing of another person's private answers or hidden experiences is.
 */
describe.each(databaseKinds)('a copy of one’s own data on %s', (kind) => {
  let t: TestApp;
  const cookie: Record<string, string> = {};
  const id: Record<string, string> = {};
  const said = {
    note: 'Revise the water cycle before Friday',
    request: 'I would like help choosing my A levels',
    toMentor: 'Thank you, that helped a lot',
    toMentee: 'Happy to help, see you next week',
    report: 'Asked which school I go to',
    hiddenNote: 'Spent two years in hospital as a teenager',
  };

  const call = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: cookie[who] ?? '' },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    // The real limit: 5 copies an hour.
    t = await startTestApp(kind, { rateLimitFactor: 1 });
    const people: Record<string, { age: number; role?: 'mentor'; skills?: string[] }> = {
      mentor: { age: 41, role: 'mentor', skills: ['Teaching'] },
      pupil: { age: 15 },
      other: { age: 16 },
    };
    for (const [who, account] of Object.entries(people)) {
      cookie[who] = await verifiedUser(t.app, t.mail, {
        email: `export-${who}.${kind}@example.com`,
        password: 'quiet-river-1',
        ...account,
      });
      id[who] = (await sessionUserOf(t.app, cookie[who] ?? '')).id;
      await call(who, 'PUT', '/api/profile/full-name', { fullName: `${who} Export` });
    }
    await call('mentor', 'PUT', '/api/profile/story', {
      headline: 'Geographer and field-trip leader',
      about: 'I help with choices after GCSEs.',
      experiences: [
        { id: 'long-term-illness', note: said.hiddenNote, shown: false },
        { id: 'first-in-family-university', note: '', shown: true },
      ],
      languages: ['English'],
      goals: ['choosing-subjects'],
    });
    for (const [who, experiences] of [
      ['pupil', ['first-in-family-university']],
      ['other', ['care-experienced']],
    ] as const) {
      const answered = await call(who, 'PUT', '/api/profile/answers', {
        goals: ['choosing-subjects'],
        experiences,
        agreedToUse: experiences.filter((id) => id === 'care-experienced'),
        languages: ['English'],
      });
      expect(answered.statusCode).toBe(200);
    }
    expect((await call('pupil', 'POST', '/api/notes', { content: said.note })).statusCode).toBe(
      201,
    );
    const chatId = `${id.mentor}__${id.pupil}`;
    await call('pupil', 'POST', '/api/connections', { mentorId: id.mentor, message: said.request });
    await call('mentor', 'POST', `/api/connections/${chatId}/accept`);
    await call('pupil', 'POST', `/api/chats/${chatId}/messages`, {
      clientId: 'export-1',
      text: said.toMentor,
    });
    const image = await t.app.inject({
      method: 'PUT',
      url: `/api/chats/${chatId}/images`,
      headers: { cookie: cookie.mentor ?? '', 'content-type': 'application/octet-stream' },
      payload: await plainPng(120, 80),
    });
    await call('mentor', 'POST', `/api/chats/${chatId}/messages`, {
      clientId: 'export-2',
      text: said.toMentee,
      imageId: json<{ imageId: string }>(image).imageId,
    });
    await call('pupil', 'POST', '/api/reports', {
      reportedUserId: id.mentor,
      chatId,
      reason: 'Asked for personal details',
      details: said.report,
    });
  });
  afterAll(() => t.close());

  const copyOf = async (who: string) => {
    const answer = await call(who, 'GET', '/api/account/data');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="mentorbridge-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    return { data: json<PersonalDataExport>(answer), text: answer.body };
  };

  it('gives a pupil every kind of their data, and nothing private of anyone else', async () => {
    const { data, text } = await copyOf('pupil');
    expect(data.account).toMatchObject({
      email: `export-pupil.${kind}@example.com`,
      fullName: 'pupil Export',
      role: 'mentee',
      age: 15,
      language: 'en',
    });
    expect(data.answers).toMatchObject({ experiences: ['first-in-family-university'] });
    expect(data.notes).toEqual([expect.objectContaining({ content: said.note })]);
    expect(data.requests).toEqual([
      expect.objectContaining({ direction: 'sent', with: 'mentor Export', message: said.request }),
    ]);
    expect(data.chats).toHaveLength(1);
    expect(data.chats[0]?.messages).toEqual([
      expect.objectContaining({ from: 'you', text: said.toMentor, picture: null }),
      expect.objectContaining({
        from: 'mentor Export',
        text: said.toMentee,
        picture: 'a picture the other member sent (theirs to give)',
      }),
    ]);
    expect(data.reportsMade).toEqual([
      expect.objectContaining({ about: 'mentor Export', details: said.report }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.notIncluded.length).toBeGreaterThan(3);
    // Not the mentor's hidden experience, nor another pupil's answers, nor any address but theirs.
    expect(text).not.toContain(said.hiddenNote);
    expect(text).not.toContain('long-term-illness');
    expect(text).not.toContain('care-experienced');
    expect(text).not.toContain(`export-mentor.${kind}@example.com`);
  });

  it('gives a mentor their story whole, their record and the pictures they sent', async () => {
    const { data, text } = await copyOf('mentor');
    expect(data.story?.experiences).toEqual([
      { id: 'long-term-illness', note: said.hiddenNote, shownOnYourProfile: false },
      { id: 'first-in-family-university', note: '', shownOnYourProfile: true },
    ]);
    expect(data.safeguardingRecord).toMatchObject({ kindOfCheck: expect.any(String) });
    expect(data.requests[0]).toMatchObject({ direction: 'received', message: said.request });
    const sent = data.chats[0]?.messages.find((message) => message.from === 'you');
    expect(sent?.picture).toMatch(/^data:image\/webp;base64,/);
    // The pupil's own answers and note stay theirs.
    expect(text).not.toContain('first-in-family-university"],"languages');
    expect(text).not.toContain(said.note);
    expect(data.reportsMade).toEqual([]);
  });

  it('gives a pupil the people they blocked', async () => {
    expect((await call('pupil', 'POST', '/api/blocks', { userId: id.mentor })).statusCode).toBe(
      204,
    );
    const { data } = await copyOf('pupil');
    expect(data.blocks).toEqual([{ blocked: 'mentor Export', since: expect.any(String) }]);
  });

  it('gives at most 5 copies an hour to one person', async () => {
    const statuses = [];
    for (let copy = 0; copy < 6; copy++) {
      statuses.push((await call('other', 'GET', '/api/account/data')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('says for every table of the database what the copy takes from it, or why nothing', async () => {
    const tables =
      kind === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master
            where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
              and name not like 'mentor_search%'`.execute(t.db)
        : await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_name not like 'kysely_%'`.execute(t.db);
    expect(tables.rows.map((row) => row.name).sort()).toEqual(Object.keys(exportCoverage).sort());
  });
});
