import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayBefore, yearsAfter } from '@mentorbridge/domain/vetting-rules';
import { csvRecords, parseCsv } from '../../test/csv.ts';
import { databaseKinds, startTestApp, type TestApp } from '../../test/test-app.ts';
import { vettingWorld } from '../../test/vetting-world.ts';
import { todayBy } from '../../lib/clock.ts';
import { makeLead } from '../safeguarding/leads.ts';

/** Names a spreadsheet would run as formulas, were they written as they are. */
const formulaNames = ['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)'];

/** The CSV a lead downloads: a school's single central record of every mentor. */
describe.each(databaseKinds)('the mentor checks CSV on %s', (kind) => {
  let t: TestApp;
  const { call, id, person, entry, record, suspension } = vettingWorld(() => t, `export.${kind}`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await person('lead', { age: 50, role: 'mentor', skills: ['Law'] });
    expect(await makeLead(t.db, `export.${kind}.lead@example.com`)).toMatchObject({ ok: true });
    await person('sara', { age: 40, role: 'mentor', skills: ['Nursing'], checked: false });
    expect((await record('sara')).statusCode).toBe(200);
    expect((await suspension('sara', true)).statusCode).toBe(200);
    for (const [index, name] of formulaNames.entries()) {
      const who = `formula${index}`;
      await person(who, { age: 40, role: 'mentor', skills: ['Nursing'], checked: false });
      const named = await call(who, 'PUT', '/api/profile/full-name', { fullName: name });
      expect(named.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  const download = async () => {
    const csv = await call('lead', 'GET', '/api/safeguarding/mentor-checks.csv');
    expect(csv.statusCode).toBe(200);
    return csv.body;
  };

  it('lists every field of a single central record, a suspension with its reason, and who last changed it when', async () => {
    const body = await download();
    expect(parseCsv(body)[0]).toEqual([
      'Name',
      'E-mail',
      'Kind of check',
      'Reference',
      'Issued',
      'Seen',
      'Expires',
      'References',
      'References received on',
      'Interview',
      'Training',
      'Status',
      'Suspended since',
      'Suspension reason',
      'Recorded by',
      'Last changed',
    ]);
    const row = await t.db
      .selectFrom('mentor_vetting')
      .select(['suspended_at', 'updated_at'])
      .where('user_id', '=', id['sara'] ?? '')
      .executeTakeFirstOrThrow();
    const changed = new Date(Number(row.updated_at)).toISOString();
    const sent = entry();
    expect(csvRecords(body).find((mentor) => mentor['Name'] === 'Sara Gate')).toEqual({
      Name: 'Sara Gate',
      'E-mail': `export.${kind}.sara@example.com`,
      'Kind of check': 'Enhanced DBS with barred list',
      Reference: '001122334455',
      Issued: sent.issuedOn,
      Seen: sent.seenOn,
      Expires: sent.expiresOn,
      References: '2',
      'References received on': sent.referencesOn,
      Interview: sent.interviewedOn,
      Training: sent.trainedOn,
      Status: 'suspended',
      'Suspended since': todayBy(t.context.clock),
      'Suspension reason': 'A concern was raised',
      'Recorded by': `export.${kind}.lead@example.com`,
      'Last changed': `${changed.slice(0, 10)} ${changed.slice(11, 19)} UTC`,
    });
    // Lifted, the record counts again until its training's anniversary, and no suspension shows.
    expect((await suspension('sara', false)).statusCode).toBe(200);
    const lifted = csvRecords(await download()).find((mentor) => mentor['Name'] === 'Sara Gate');
    expect(lifted).toMatchObject({
      Status: `valid until ${dayBefore(yearsAfter(sent.trainedOn, 1))}`,
      'Suspended since': '',
      'Suspension reason': '',
    });
  });

  it('writes a name or a suspension’s reason a spreadsheet would run as a formula as text', async () => {
    const suspended = await call(
      'lead',
      'PUT',
      `/api/safeguarding/mentor-checks/${id['formula0'] ?? ''}/suspension`,
      { suspended: true, reason: '=HYPERLINK("http://x","y")' },
    );
    expect(suspended.statusCode).toBe(200);
    const body = await download();
    const mentors = csvRecords(body);
    const names = mentors.map((mentor) => mentor['Name']);
    for (const name of formulaNames) {
      expect(names).toContain(`'${name}`);
      expect(names).not.toContain(name);
    }
    expect(mentors.find((mentor) => mentor['Name'] === `'${formulaNames[0] ?? ''}`)).toMatchObject({
      Status: 'suspended',
      'Suspension reason': `'=HYPERLINK("http://x","y")`,
    });
    // No cell of the export starts with what a spreadsheet would run.
    expect(
      parseCsv(body)
        .flat()
        .filter((cell) => /^[=+\-@\t\r]/.test(cell)),
    ).toEqual([]);
  });
});
