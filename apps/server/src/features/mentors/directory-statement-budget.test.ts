import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MentorPage } from '@mentorbridge/domain/api/mentors';
import { verifiedUser } from '../../test/accounts.ts';
import {
  expectWithinBudget,
  markSessionsUsedNow,
  type StatementBudget,
  statementCounter,
} from '../../test/statement-budget.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

const why = {
  session: 'the viewer’s session and account, read by every signed-in request',
  version:
    'the directory’s version, and whether the viewer has a block either way: a page kept ' +
    'under that version is answered from memory (decision 028)',
  mentors: 'the page’s mentors, with their capacity, check and headline',
  skills: 'the skills of the mentors on the page',
};

/**
 * What the signed-in directory's first page costs the database (the page the API read
 * benchmark asks for), counted from the request until its answer and everything it started have
 * settled; BEGIN and COMMIT would count too, and it runs none. The same on both databases.
 */
const keptPageBudget: StatementBudget = {
  sqlite: [why.session, why.version],
  postgres: [why.session, why.version],
};
/** The page read when nothing is kept yet. */
const firstReadBudget: StatementBudget = {
  sqlite: [why.session, why.version, why.mentors, why.skills],
  postgres: [why.session, why.version, why.mentors, why.skills],
};

describe.each(databaseKinds)('what the directory page costs the database, on %s', (kind) => {
  const counter = statementCounter();
  let t: TestApp;
  let viewer: string;
  const password = 'quiet-river-1';

  beforeAll(async () => {
    t = await startTestApp(kind, { onStatement: counter.listener });
    viewer = await verifiedUser(t.app, t.mail, { email: 'budget.viewer@example.com', password });
    for (const index of [0, 1, 2]) {
      await verifiedUser(t.app, t.mail, {
        email: `budget.mentor${index}@example.com`,
        password,
        age: 40 + index,
        role: 'mentor',
        skills: ['Illustration'],
      });
    }
    await t.context.background.settled();
  });
  afterAll(() => t.close());

  const readFirstPage = async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/mentors',
      headers: { cookie: viewer },
    });
    expect(json<MentorPage>(answer).mentors).toHaveLength(3);
  };
  const settled = () => t.context.background.settled();

  it('a mentee’s first page, read when nothing is kept and read again, stays within its budget', async () => {
    await markSessionsUsedNow(t.db);
    const firstRead = await counter.during(readFirstPage, settled);
    expectWithinBudget(
      firstRead,
      firstReadBudget[kind],
      `the directory page read first, on ${kind}`,
    );
    const keptRead = await counter.during(readFirstPage, settled);
    expectWithinBudget(keptRead, keptPageBudget[kind], `the directory page kept, on ${kind}`);
  });
});
