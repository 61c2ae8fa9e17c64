import { expect } from 'vitest';
import type { ProgrammesConsole } from '@mentorbridge/domain/api/programmes';
import { sessionUserOf, signUp, verifiedUser } from './accounts.ts';
import { json, type TestApp } from './test-app.ts';

const password = 'quiet-river-1';

/**
 * People of a programmes test by their first names, what they ask of the API, and what the
 * audit log holds. `app` is read at each call: the suite starts it later.
 */
export function programmesWorld(app: () => TestApp, emailPrefix: string) {
  const cookie: Record<string, string> = {};
  const id: Record<string, string> = {};
  const email = (who: string) => `${emailPrefix}.${who}@example.com`;

  const call = (
    who: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app().app.inject({
      method,
      url,
      headers: { cookie: cookie[who] ?? '' },
      ...(payload ? { payload } : {}),
    });

  const consoleOf = async (who: string) => {
    const answer = await call(who, 'GET', '/api/programmes');
    expect(answer.statusCode).toBe(200);
    return json<ProgrammesConsole>(answer);
  };

  const auditLines = () =>
    app()
      .db.selectFrom('audit_log')
      .select(['lead_email', 'action', 'subject', 'changes'])
      .orderBy('at')
      .orderBy('action')
      .execute();

  /** Signs someone up and in: an adult (26 or over) as a mentor who teaches. */
  async function person(who: string, age: number) {
    const t = app();
    cookie[who] = await verifiedUser(t.app, t.mail, {
      email: email(who),
      password,
      age,
      ...(age >= 26 ? { role: 'mentor' as const, skills: ['Teaching'] } : {}),
    });
    id[who] = (await sessionUserOf(t.app, cookie[who] ?? '')).id;
  }

  /** An adult who signed up and never verified their address. */
  const unverifiedPerson = (who: string) =>
    signUp(app().app, {
      email: email(who),
      password,
      age: 40,
      role: 'mentor',
      skills: ['Teaching'],
    });

  return { cookie, id, email, call, consoleOf, auditLines, person, unverifiedPerson };
}
