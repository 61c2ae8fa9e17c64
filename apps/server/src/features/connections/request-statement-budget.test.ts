import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import {
  expectWithinBudget,
  markSessionsUsedNow,
  type StatementBudget,
  statementCounter,
} from '../../test/statement-budget.ts';
import { databaseKinds, startTestApp, type TestApp } from '../../test/test-app.ts';

const why = {
  session: 'the mentee’s session and account, read by every signed-in request',
  mentor: 'the mentor asked for: a verified mentor, not a safeguarding lead',
  blocked: 'whether either has blocked the other',
  checked: 'under 18 only: whether the mentor’s safeguarding check counts today (decision 038)',
  open: 'the mentor’s capacity, pause and mentees: a full or paused mentor takes no request',
  begin: 'begin: the request and the mentor’s mail are stored together (decision 043)',
  checkedAgain:
    'under 18 only: the check read again in the transaction, so a suspension written since ' +
    'refuses the request and the mentor is never mailed about the child',
  insert: 'the request, stored unless one is there already',
  request: 'the request as both sides are shown it',
  recipient: 'the mentor as a mail recipient: reachable, and whether they chose request mail',
  throttle: 'the count of notification mail to that address, which a day’s limit holds',
  tokenMade: 'the mentor’s unsubscribe token, made if they have none yet',
  tokenRead: 'the unsubscribe token, read for the mail’s link',
  mail: 'the mail, written to the outbox',
  commit: 'commit',
  claimed: 'after the answer: the mail claimed for its first try',
  devices: 'after the answer: the mentor’s push devices, for the push of the request',
  mailed: 'after the answer: the mail marked sent',
};

/**
 * What a mentee's request to a mentor costs the database, counted from the request until its
 * answer, its mail's first try and its push have settled. Kysely's begin and commit count; the
 * same on both databases.
 */
const requestBudget: Record<'child' | 'adult', StatementBudget> = {
  child: {
    sqlite: requestStatements({ child: true }),
    postgres: requestStatements({ child: true }),
  },
  adult: {
    sqlite: requestStatements({ child: false }),
    postgres: requestStatements({ child: false }),
  },
};

function requestStatements({ child }: { child: boolean }): string[] {
  return [
    why.session,
    why.mentor,
    why.blocked,
    ...(child ? [why.checked] : []),
    why.open,
    why.begin,
    ...(child ? [why.checkedAgain] : []),
    why.insert,
    why.request,
    why.recipient,
    why.throttle,
    why.tokenMade,
    why.tokenRead,
    why.mail,
    why.commit,
    why.claimed,
    why.devices,
    why.mailed,
  ];
}

const ages = { child: 15, adult: 20 } as const;

describe.each(databaseKinds)('what a mentor request costs the database, on %s', (kind) => {
  const counter = statementCounter();
  let t: TestApp;
  const cookie = {} as Record<keyof typeof ages, string>;
  const mentorIds: string[] = [];
  const password = 'quiet-river-1';

  beforeAll(async () => {
    t = await startTestApp(kind, { onStatement: counter.listener });
    for (const who of ['child', 'adult'] as const) {
      cookie[who] = await verifiedUser(t.app, t.mail, {
        email: `budget.${who}@example.com`,
        password,
        age: ages[who],
      });
    }
    for (const index of [0, 1, 2, 3]) {
      const mentor = await verifiedUser(t.app, t.mail, {
        email: `budget.mentor${index}@example.com`,
        password,
        age: 40 + index,
        role: 'mentor',
        skills: ['Illustration'],
      });
      mentorIds.push((await sessionUserOf(t.app, mentor)).id);
    }
    await t.context.background.settled();
  });
  afterAll(() => t.close());

  const ask = (who: keyof typeof ages, mentor: number) => async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie: cookie[who] },
      payload: { mentorId: mentorIds[mentor], message: 'I would love help with drawing hands.' },
    });
    expect(answer.statusCode).toBe(201);
  };
  const settled = () => t.context.background.settled();

  it.each([
    ['a mentee under 18', 'child', 0],
    ['an adult mentee', 'adult', 2],
  ] as const)('a request from %s stays within its budget', async (_asker, who, mentor) => {
    // The first request prepares the statements; the second, to another mentor, is counted.
    await markSessionsUsedNow(t.db);
    await counter.during(ask(who, mentor), settled);
    const statements = await counter.during(ask(who, mentor + 1), settled);
    expectWithinBudget(statements, requestBudget[who][kind], `a request from a ${who}, on ${kind}`);
  });
});
