import { expect } from 'vitest';
import { sessionUserOf, verifiedUser } from './accounts.ts';
import type { TestApp } from './test-app.ts';
import { completeEntry } from './vetting.ts';

/**
 * People of a safeguarding-check test by their first names, and what a lead does to their
 * records through the console's routes. `app` is read at each call: the suite starts it later.
 */
export function vettingWorld(app: () => TestApp, emailPrefix: string) {
  const cookie: Record<string, string> = {};
  const id: Record<string, string> = {};

  const call = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app().app.inject({
      method,
      url,
      headers: { cookie: cookie[who] ?? '' },
      ...(payload ? { payload } : {}),
    });

  /** Signs someone up as "{Who} Gate"; a mentor gets a complete record unless `checked: false`. */
  async function person(who: string, account: object) {
    const t = app();
    cookie[who] = await verifiedUser(t.app, t.mail, {
      email: `${emailPrefix}.${who}@example.com`,
      password: 'quiet-river-1',
      ...account,
    });
    id[who] = (await sessionUserOf(t.app, cookie[who] ?? '')).id;
    const fullName = `${who[0]?.toUpperCase() ?? ''}${who.slice(1)} Gate`;
    const named = await call(who, 'PUT', '/api/profile/full-name', { fullName });
    expect(named.statusCode).toBe(200);
  }

  /** A check as a lead records it in the console, by the app's clock. */
  const entry = (change: object = {}) => ({
    ...completeEntry(app().context),
    reference: '001122334455',
    ...change,
  });
  /** The lead ("lead") records a mentor's check. */
  const record = (mentor: string, change: object = {}) =>
    call('lead', 'PUT', `/api/safeguarding/mentor-checks/${id[mentor] ?? ''}`, entry(change));
  /** The lead suspends a mentor's record, or lifts the suspension. */
  const suspension = (mentor: string, suspended: boolean) =>
    call('lead', 'PUT', `/api/safeguarding/mentor-checks/${id[mentor] ?? ''}/suspension`, {
      suspended,
      reason: suspended ? 'A concern was raised' : 'Looked into: no concern',
    });

  return { cookie, id, call, person, entry, record, suspension };
}
