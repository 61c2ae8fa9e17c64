import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PictureResult } from '@mentorbridge/domain/api/profile';
import { uiText } from '@mentorbridge/domain/ui-text';
import { plainPng } from '@mentorbridge/testing/images';
import { vettingWorld } from '../../test/vetting-world.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { makeLead } from '../safeguarding/leads.ts';

const notFound = { error: { code: 'not_found', message: uiText.notFound } };

/**
 * Profile pictures follow the safeguarding gate as the chat does (decision 038): a mentor whose
 * chat with a child is paused sees nothing new of the child, and a child sees the picture of a
 * mentor who may not reach them only when they asked that mentor.
 */
describe.each(databaseKinds)('profile pictures behind the safeguarding gate on %s', (kind) => {
  let t: TestApp;
  const { cookie, id, call, person, suspension } = vettingWorld(() => t, `pictures.${kind}`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await person('lead', { age: 50, role: 'mentor', skills: ['Law'] });
    expect(await makeLead(t.db, `pictures.${kind}.lead@example.com`)).toMatchObject({ ok: true });
    await person('cara', { age: 40, role: 'mentor', skills: ['Nursing'] });
    await person('uli', { age: 40, role: 'mentor', skills: ['Nursing'], checked: false });
    await person('mia', { age: 15 });
    await person('ada', { age: 20 });
    expect((await call('mia', 'POST', '/api/connections', { mentorId: id.cara })).statusCode).toBe(
      201,
    );
    const chatId = `${id.cara ?? ''}__${id.mia ?? ''}`;
    expect((await call('cara', 'POST', `/api/connections/${chatId}/accept`)).statusCode).toBe(204);
    for (const who of ['mia', 'cara', 'uli']) await upload(who);
  });
  afterAll(() => t.close());

  /** A new picture, as the dashboard uploads it: its small URL. */
  async function upload(who: string): Promise<string> {
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/picture',
      headers: { cookie: cookie[who] ?? '', 'content-type': 'application/octet-stream' },
      payload: await plainPng(),
    });
    expect(uploaded.statusCode).toBe(200);
    return json<PictureResult>(uploaded).picture.small;
  }
  const look = (who: string, url: string) => call(who, 'GET', url);

  it("gives a suspended mentor the not-found answer for the 15-year-old's new picture, and a checked one the picture", async () => {
    const first = await upload('mia');
    expect((await look('cara', first)).statusCode).toBe(200);

    await suspension('cara', true);
    const newer = await upload('mia');
    const refused = await look('cara', newer);
    expect(refused.statusCode).toBe(404);
    expect(json(refused)).toMatchObject(notFound);
    // The same answer as for a picture that does not exist.
    expect(json(await look('cara', '/api/users/nobody-at-all/picture/small'))).toMatchObject(
      notFound,
    );
    // Mia still sees her own, and the mentor she asked.
    expect((await look('mia', newer)).statusCode).toBe(200);

    await suspension('cara', false);
    expect((await look('cara', newer)).statusCode).toBe(200);
  });

  it("hides the child's pictures from the mentor while a report between them is open", async () => {
    const picture = await upload('mia');
    const filed = await call('mia', 'POST', '/api/reports', {
      reportedUserId: id.cara,
      chatId: `${id.cara ?? ''}__${id.mia ?? ''}`,
      reason: 'Made me feel uncomfortable',
    });
    expect(filed.statusCode).toBe(201);
    expect(json(await look('cara', picture))).toMatchObject(notFound);
  });

  it('shows an unchecked mentor’s picture to adults, and to no child who did not ask them', async () => {
    const uli = `/api/users/${id.uli ?? ''}/picture/small`;
    expect((await look('ada', uli)).statusCode).toBe(200);
    expect(json(await look('mia', uli))).toMatchObject(notFound);
    expect((await look('mia', `/api/users/${id.cara ?? ''}/picture/small`)).statusCode).toBe(200);
  });
});
