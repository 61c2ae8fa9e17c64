import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayText, daysAfter, yearsAfter } from '@mentorbridge/domain/vetting-rules';
import { verifiedUser } from '../test/accounts.ts';
import { databaseDump } from '../test/rows-mentioning.ts';
import { databaseKinds, startTestApp, type TestApp } from '../test/test-app.ts';

const run = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '../..');
const tsx = path.resolve(serverRoot, '../../node_modules/.bin/tsx');

/** `npm run mentor:vet` as the operator runs it, on the test app's own database. */
async function vet(t: TestApp, args: string[]) {
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: t.context.config.dataDir };
  delete environment.DATABASE_URL;
  if (t.context.config.databaseUrl) environment.DATABASE_URL = t.context.config.databaseUrl;
  try {
    const { stdout, stderr } = await run(tsx, ['src/commands/vet-mentor.ts', ...args], {
      cwd: serverRoot,
      env: environment,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe.each(databaseKinds)('npm run mentor:vet on %s', (kind) => {
  let t: TestApp;
  const mentor = `vet.mentor.${kind}@example.com`;
  const mentee = `vet.mentee.${kind}@example.com`;
  const renewed = `vet.renewed.${kind}@example.com`;
  const counted = `vet.counted.${kind}@example.com`;
  const today = dayText(Date.now());
  const issued = daysAfter(today, -40);
  const good = {
    check: 'Enhanced DBS with barred list',
    reference: '009988776655',
    issued,
    seen: daysAfter(today, -30),
    expires: yearsAfter(issued, 3),
    references: '2',
    'references-on': daysAfter(today, -25),
    interviewed: daysAfter(today, -20),
    trained: daysAfter(today, -10),
  };
  const argsOf = (email: string, change: Partial<Record<keyof typeof good, string>> = {}) => [
    email,
    ...Object.entries({ ...good, ...change }).flatMap(([name, value]) =>
      value === '' ? [] : [`--${name}`, value],
    ),
  ];

  beforeAll(async () => {
    t = await startTestApp(kind);
    await verifiedUser(t.app, t.mail, {
      email: mentor,
      password: 'quiet-river-1',
      age: 44,
      role: 'mentor',
      skills: ['Law'],
      checked: false,
    });
    await verifiedUser(t.app, t.mail, { email: mentee, password: 'quiet-river-1', age: 16 });
    for (const other of [renewed, counted]) {
      await verifiedUser(t.app, t.mail, {
        email: other,
        password: 'quiet-river-1',
        age: 51,
        role: 'mentor',
        skills: ['Law'],
        checked: false,
      });
    }
  });
  afterAll(() => t.close());

  it.each([
    ['an unknown address', argsOf('nobody@example.com'), 'No account has this address.'],
    ['an account that is not a mentor', argsOf(mentee), 'This account is not a mentor'],
    [
      'a day in the future',
      argsOf(mentor, { seen: daysAfter(today, 1) }),
      'seen date is in the future',
    ],
    [
      'an expiry passed',
      argsOf(mentor, { expires: daysAfter(today, -1) }),
      'expiry date has passed',
    ],
    [
      'an expiry more than 3 years after the issue',
      argsOf(mentor, { expires: daysAfter(yearsAfter(issued, 3), 1) }),
      'at most 3 years after it was issued',
    ],
    [
      'a check without an issue date',
      argsOf(mentor, { issued: '' }),
      'Missing --issued: the day the check was issued (YYYY-MM-DD).',
    ],
    ['fewer than 2 references', argsOf(mentor, { references: '1' }), '--references must be 2'],
    [
      'references that are not a number',
      argsOf(mentor, { references: 'two' }),
      '--references must be a whole number, 2 or more: "two" is not.',
    ],
    [
      'a new record without the references’ day',
      argsOf(mentor, { 'references-on': '' }),
      'Missing --references-on: the day the references came back (YYYY-MM-DD).',
    ],
  ])('refuses %s, saying why, and changes nothing', async (_case, args, problem) => {
    const before = await databaseDump(t.db);
    const outcome = await vet(t, args);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('not recorded');
    expect(outcome.stderr).toContain(problem);
    expect(await databaseDump(t.db)).toEqual(before);
  });

  it('refuses a new record without its interview and training, naming each on its own line, and changes nothing', async () => {
    const before = await databaseDump(t.db);
    const outcome = await vet(t, argsOf(mentor, { interviewed: '', trained: '' }));
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr.trim().split('\n')).toEqual([
      `${mentor}: not recorded:`,
      '  Missing --interviewed: the day of the interview (YYYY-MM-DD).',
      '  Missing --trained: the day of the safeguarding training (YYYY-MM-DD).',
    ]);
    expect(await databaseDump(t.db)).toEqual(before);
  });

  it('refuses an unknown flag, naming it and the flags there are, and changes nothing', async () => {
    const before = await databaseDump(t.db);
    const outcome = await vet(t, [...argsOf(mentor), '--referees', '2']);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain(
      'Unknown flag --referees: the flags are --check, --reference, --issued, --seen, --expires, --references, --references-on, --interviewed, --trained.',
    );
    expect(await databaseDump(t.db)).toEqual(before);
  });

  it('keeps every field a second run leaves out: only --trained changes the training day', async () => {
    expect((await vet(t, argsOf(renewed))).code).toBe(0);
    const row = () =>
      t.db
        .selectFrom('mentor_vetting')
        .innerJoin('users', 'users.id', 'mentor_vetting.user_id')
        .selectAll('mentor_vetting')
        .where('users.email', '=', renewed)
        .executeTakeFirstOrThrow();
    const first = await row();
    const trained = daysAfter(today, -2);
    const outcome = await vet(t, [renewed, '--trained', trained]);
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain(
      `${renewed}: recorded Enhanced DBS with barred list 009988776655, issued ${good.issued}, seen ${good.seen}, expires ${good.expires}; 2 references, received ${good['references-on']}; interviewed ${good.interviewed}; trained ${trained}.`,
    );
    expect(outcome.stdout).toContain(
      'Kept as recorded before: --check, --reference, --issued, --seen, --expires, --references, --references-on, --interviewed.',
    );
    const second = await row();
    expect(second).toEqual({
      ...first,
      trained_on: trained,
      reaches_children_until: yearsAfter(trained, 1),
      updated_at: second.updated_at,
    });
  });

  it('refuses, for a mentor with a record, a change that is wrong, and changes nothing', async () => {
    const before = await databaseDump(t.db);
    const outcome = await vet(t, [renewed, '--trained', daysAfter(today, 3)]);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('The trained date is in the future.');
    expect(await databaseDump(t.db)).toEqual(before);
  });

  it('accepts 3 references: the record counts the 2 a mentor needs', async () => {
    const outcome = await vet(t, argsOf(counted, { references: '3' }));
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain('3 references given: the record counts the 2 a mentor needs.');
    expect(outcome.stdout).toContain('May mentor students under 18 until');
    const row = await t.db
      .selectFrom('mentor_vetting')
      .innerJoin('users', 'users.id', 'mentor_vetting.user_id')
      .select(['references_received', 'references_on'])
      .where('users.email', '=', counted)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ references_received: 2, references_on: good['references-on'] });
  });

  it('records a complete check as the server’s operator, and says until when', async () => {
    const outcome = await vet(t, argsOf(mentor));
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain(
      `${mentor}: recorded Enhanced DBS with barred list 009988776655`,
    );
    // The training, ten days old, runs out before the check: it decides.
    const lastDay = daysAfter(yearsAfter(good.trained, 1), -1);
    expect(outcome.stdout).toContain(`May mentor students under 18 until ${lastDay} (inclusive).`);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['lead_email', 'action', 'subject'])
      .where('action', '=', 'recorded a safeguarding check')
      .where('subject', '=', mentor)
      .execute();
    expect(audit).toEqual([
      {
        lead_email: "the server's operator",
        action: 'recorded a safeguarding check',
        subject: mentor,
      },
    ]);
  });
});
