import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Programme, ProgrammeBody } from '@mentorbridge/domain/api/programmes';
import { uiText } from '@mentorbridge/domain/ui-text';
import { programmesWorld } from '../../test/programmes-world.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { makeOrganisation } from './service.ts';

const yearNine: ProgrammeBody = {
  name: 'Year 9 careers mentoring',
  startsOn: '2027-01-11',
  endsOn: '2027-07-16',
  timeZone: 'Europe/London',
  minAge: 13,
  maxAge: 14,
  pupilsSeeOnlyItsMentors: true,
  coordinatorApprovesMatches: true,
  checkInCadence: 'two_then_monthly',
  asksCaregiver: false,
  contactFrom: '07:00',
  contactUntil: '21:00',
  videoPolicy: 'after_caregiver',
};

/**
 * Organisations, their coordinators and programmes (decision 058): made by the operator's
 * command, run by coordinators, each of whom sees only their own organisation, and every change
 * written to the audit log.
 */
describe.each(databaseKinds)('programmes for schools on %s', (kind) => {
  let t: TestApp;
  const { id, email, call, consoleOf, auditLines, person, unverifiedPerson } = programmesWorld(
    () => t,
    `programmes.${kind}`,
  );
  let hillsideId = '';
  const counts = async () => ({
    organisations: (await t.db.selectFrom('organisations').select('id').execute()).length,
    coordinators: (await t.db.selectFrom('organisation_coordinators').select('user_id').execute())
      .length,
    programmes: (await t.db.selectFrom('programmes').select('id').execute()).length,
    audit: (await auditLines()).length,
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    await person('tess', 44); // Hillside's coordinator
    await person('omar', 38); // an adult who coordinates nothing
    await person('rita', 51); // Riverside's coordinator
    await person('pupil', 14);
    await person('young', 25); // aged 25: a mentee, too young to coordinate
    await unverifiedPerson('unverified');
  });
  afterAll(() => t.close());

  it('the operator’s command refuses, in words and changing nothing, what cannot coordinate', async () => {
    const before = await counts();
    const refusals: [string, string, string][] = [
      [
        'Hillside Academy',
        'nobody@example.com',
        'no account has this address: the coordinator signs up and verifies it first',
      ],
      ['Hillside Academy', email('unverified'), 'the address is not verified yet'],
      [
        'Hillside Academy',
        email('young'),
        'a coordinator is an adult: the account must be 26 or over',
      ],
      ['   ', email('tess'), 'give the organisation a name'],
    ];
    for (const [name, who, outcome] of refusals) {
      expect(await makeOrganisation(t.db, name, who)).toEqual({ ok: false, outcome });
    }
    expect(await counts()).toEqual(before);
  });

  it('makes an organisation with its first coordinator, once per name, and logs it', async () => {
    expect(await makeOrganisation(t.db, '  Hillside   Academy ', email('tess'))).toEqual({
      ok: true,
      outcome: 'made the organisation, with its first coordinator',
    });
    expect(await makeOrganisation(t.db, 'hillside academy', email('rita'))).toEqual({
      ok: false,
      outcome: 'an organisation of this name exists already',
    });
    expect(await makeOrganisation(t.db, 'Riverside School', email('rita'))).toMatchObject({
      ok: true,
    });
    const [hillside] = (await consoleOf('tess')).organisations;
    expect(hillside).toMatchObject({
      name: 'Hillside Academy',
      coordinators: [{ userId: id.tess, email: email('tess') }],
      programmes: [],
    });
    hillsideId = hillside?.id ?? '';
    expect(await auditLines()).toContainEqual({
      lead_email: "the server's operator",
      action: 'made an organisation',
      subject: `organisation ${hillsideId}, user ${id.tess}`,
      changes: `name none -> Hillside Academy; first coordinator ${email('tess')}`,
    });
  });

  it('opens the console to coordinators only, each seeing their own organisation', async () => {
    for (const who of ['pupil', 'omar']) {
      const answer = await call(who, 'GET', '/api/programmes');
      expect(answer.statusCode).toBe(403);
      expect(json(answer)).toMatchObject({
        error: { code: 'coordinators_only', message: uiText.coordinatorsOnly },
      });
    }
    expect((await consoleOf('rita')).organisations.map((o) => o.name)).toEqual([
      'Riverside School',
    ]);
  });

  it('creates a programme, refusing wrong settings in words, and logs what it set', async () => {
    const before = await counts();
    const wrong = await call('tess', 'POST', `/api/organisations/${hillsideId}/programmes`, {
      ...yearNine,
      endsOn: '2027-01-01',
      minAge: 9,
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({
      error: {
        code: 'invalid_programme',
        message: `${uiText.programmeEndsBeforeStart} ${uiText.programmeAgesWrong({ min: 11, max: 25 })}`,
      },
    });
    expect(await counts()).toEqual(before);

    const made = await call(
      'tess',
      'POST',
      `/api/organisations/${hillsideId}/programmes`,
      yearNine,
    );
    expect(made.statusCode).toBe(201);
    const programme = json<Programme>(made);
    expect(programme).toMatchObject({ ...yearNine, organisationId: hillsideId });
    expect((await consoleOf('tess')).organisations[0]?.programmes).toEqual([programme]);
    expect(await auditLines()).toContainEqual({
      lead_email: email('tess'),
      action: 'created a programme',
      subject: `programme ${programme.id}`,
      changes:
        'name none -> Year 9 careers mentoring; starts none -> 2027-01-11; ends none -> 2027-07-16; ' +
        'time zone none -> Europe/London; ages none -> 13-14; pupils see only its mentors none -> yes; ' +
        'coordinator approves matches none -> yes; check-ins none -> two_then_monthly; ' +
        'asks a caregiver from 13 to 15 none -> no; contact hours none -> 07:00-21:00; ' +
        'video calls none -> after_caregiver',
    });

    const changed = await call('tess', 'PUT', `/api/programmes/${programme.id}`, {
      ...yearNine,
      endsOn: '2027-07-23',
      coordinatorApprovesMatches: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(json<Programme>(changed)).toMatchObject({
      endsOn: '2027-07-23',
      coordinatorApprovesMatches: false,
    });
    expect(await auditLines()).toContainEqual({
      lead_email: email('tess'),
      action: 'changed a programme',
      subject: `programme ${programme.id}`,
      changes: 'ends 2027-07-16 -> 2027-07-23; coordinator approves matches yes -> no',
    });
  });

  it('answers another organisation’s coordinator, and anyone else, as if nothing were there', async () => {
    const programme = (await consoleOf('tess')).organisations[0]?.programmes[0];
    const before = await counts();
    const notFound = { error: { code: 'not_found', message: uiText.organisationNotFound } };
    for (const who of ['rita', 'pupil']) {
      const create = await call(
        who,
        'POST',
        `/api/organisations/${hillsideId}/programmes`,
        yearNine,
      );
      expect([create.statusCode, json(create)]).toMatchObject([404, notFound]);
      const change = await call(who, 'PUT', `/api/programmes/${programme?.id ?? ''}`, yearNine);
      expect([change.statusCode, json(change)]).toMatchObject([
        404,
        { error: { code: 'not_found', message: uiText.programmeNotFound } },
      ]);
      const add = await call(who, 'POST', `/api/organisations/${hillsideId}/coordinators`, {
        email: email(who),
      });
      expect([add.statusCode, json(add)]).toMatchObject([404, notFound]);
      const remove = await call(
        who,
        'DELETE',
        `/api/organisations/${hillsideId}/coordinators/${id.tess}`,
      );
      expect([remove.statusCode, json(remove)]).toMatchObject([404, notFound]);
    }
    expect(await counts()).toEqual(before);
    expect((await consoleOf('rita')).organisations[0]?.programmes).toEqual([]);
  });
});
