import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coordinator } from '@mentorbridge/domain/api/programmes';
import { uiText } from '@mentorbridge/domain/ui-text';
import { programmesWorld } from '../../test/programmes-world.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { makeOrganisation } from './service.ts';

/**
 * An organisation's coordinators (decision 058): one makes another verified adult a coordinator
 * and removes one, never the last; an organisation whose coordinators all left is given one by
 * the operator's command; what a person coordinates is in their copy of their data.
 */
describe.each(databaseKinds)('an organisation’s coordinators on %s', (kind) => {
  let t: TestApp;
  const { id, email, call, consoleOf, auditLines, person, unverifiedPerson } = programmesWorld(
    () => t,
    `coordinators.${kind}`,
  );
  let hillsideId = '';
  let riversideId = '';

  beforeAll(async () => {
    t = await startTestApp(kind);
    await person('tess', 44); // Hillside's coordinator
    await person('omar', 38); // made a coordinator of Hillside by Tess
    await person('rita', 51); // Riverside's coordinator
    await person('pupil', 14);
    await person('young', 25); // aged 25: a mentee, too young to coordinate
    await unverifiedPerson('unverified');
    await makeOrganisation(t.db, 'Hillside Academy', email('tess'));
    await makeOrganisation(t.db, 'Riverside School', email('rita'));
    hillsideId = (await consoleOf('tess')).organisations[0]?.id ?? '';
    riversideId = (await consoleOf('rita')).organisations[0]?.id ?? '';
  });
  afterAll(() => t.close());

  it('makes another adult a coordinator, and removes one, never the last', async () => {
    const addOmar = () =>
      call('tess', 'POST', `/api/organisations/${hillsideId}/coordinators`, {
        email: email('omar'),
      });
    for (const who of ['young', 'unverified', 'nobody']) {
      const refused = await call('tess', 'POST', `/api/organisations/${hillsideId}/coordinators`, {
        email: email(who),
      });
      expect([refused.statusCode, json(refused)]).toMatchObject([
        400,
        { error: { code: 'invalid_coordinator', message: uiText.coordinatorCandidateMissing } },
      ]);
    }
    const added = await addOmar();
    expect(added.statusCode).toBe(201);
    expect(json<Coordinator>(added)).toMatchObject({ userId: id.omar, email: email('omar') });
    expect((await addOmar()).statusCode).toBe(409);
    expect((await consoleOf('omar')).organisations[0]?.coordinators.map((c) => c.userId)).toEqual([
      id.tess,
      id.omar,
    ]);

    // Omar removes Tess; then he is the last, and cannot remove himself.
    const removeTess = await call(
      'omar',
      'DELETE',
      `/api/organisations/${hillsideId}/coordinators/${id.tess}`,
    );
    expect(removeTess.statusCode).toBe(204);
    expect((await call('tess', 'GET', '/api/programmes')).statusCode).toBe(403);
    const removeLast = await call(
      'omar',
      'DELETE',
      `/api/organisations/${hillsideId}/coordinators/${id.omar}`,
    );
    expect([removeLast.statusCode, json(removeLast)]).toMatchObject([
      409,
      { error: { code: 'invalid_coordinator', message: uiText.coordinatorIsLast } },
    ]);
    const removeNobody = await call(
      'omar',
      'DELETE',
      `/api/organisations/${hillsideId}/coordinators/${id.pupil}`,
    );
    expect(removeNobody.statusCode).toBe(404);
    expect(await auditLines()).toContainEqual({
      lead_email: email('omar'),
      action: 'removed a coordinator',
      subject: `organisation ${hillsideId}, user ${id.tess}`,
      changes: null,
    });
  });

  it('gives an organisation whose coordinators all left a new one, by the same command', async () => {
    await t.db
      .deleteFrom('organisation_coordinators')
      .where('organisation_id', '=', riversideId)
      .execute();
    expect(await makeOrganisation(t.db, 'Riverside School', email('tess'))).toEqual({
      ok: true,
      outcome: 'the organisation had no coordinator left: made this one',
    });
    expect((await consoleOf('tess')).organisations.map((o) => o.name)).toEqual([
      'Riverside School',
    ]);
  });

  it('puts what a person coordinates in their copy of their data', async () => {
    const answer = await call('omar', 'GET', '/api/account/data');
    expect(answer.statusCode).toBe(200);
    expect(json<{ coordinating: unknown }>(answer).coordinating).toEqual([
      { organisation: 'Hillside Academy', since: expect.any(String) },
    ]);
  });
});
