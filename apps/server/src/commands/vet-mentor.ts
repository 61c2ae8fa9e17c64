import { parseArgs } from 'node:util';
import {
  dayBefore,
  REFERENCES_REQUIRED,
  type VettingStatus,
} from '@mentorbridge/domain/vetting-rules';
import { systemClock } from '../lib/clock.ts';
import { mentorByEmail, recordCheck, serversOperator } from '../features/vetting/service.ts';
import { openServerDatabase } from './server-database.ts';

const usage = `Usage: npm run mentor:vet -- <email> --check "Enhanced DBS with barred list" --reference <ref>
  --issued <YYYY-MM-DD> --seen <YYYY-MM-DD> --expires <YYYY-MM-DD> --references 2
  --interviewed <YYYY-MM-DD> --trained <YYYY-MM-DD>`;

const options = {
  check: { type: 'string' },
  reference: { type: 'string' },
  issued: { type: 'string' },
  seen: { type: 'string' },
  expires: { type: 'string' },
  references: { type: 'string' },
  interviewed: { type: 'string' },
  trained: { type: 'string' },
} as const;

/**
 * npm run mentor:vet -- <email> --check … (the usage above)
 * Records a mentor's safeguarding check as the server's operator, with the same DATA_DIR or
 * DATABASE_URL as the server. Refuses, changing nothing, an unknown address, an account that is
 * not a mentor, a day in the future (but the expiry), an expiry passed or more than three years
 * after the issue, and fewer than two references.
 */
async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: process.argv.slice(2), options, allowPositionals: true });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [email] = positionals;
  if (!email || positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  const references = Number(values.references ?? '');
  if (values.references === undefined || references < REFERENCES_REQUIRED) {
    console.error(
      `${email}: not recorded: --references must be ${REFERENCES_REQUIRED}: a mentor needs ${REFERENCES_REQUIRED} references before the first child.`,
    );
    return 1;
  }
  const db = await openServerDatabase();
  try {
    const deps = { db, clock: systemClock() };
    const mentor = await mentorByEmail(deps, email);
    if (!mentor.ok) {
      console.error(`${email}: not recorded: ${mentor.problem}`);
      return 1;
    }
    const outcome = await recordCheck(
      deps,
      mentor.id,
      {
        kind: values.check ?? '',
        reference: values.reference ?? '',
        issuedOn: values.issued ?? '',
        seenOn: values.seen ?? '',
        expiresOn: values.expires ?? '',
        references,
        referencesOn: null,
        interviewedOn: values.interviewed ?? null,
        trainedOn: values.trained ?? null,
      },
      serversOperator,
      { checkRequired: true },
    );
    if (!outcome.ok) {
      console.error(`${email}: not recorded:\n  ${outcome.problems.join('\n  ')}`);
      return 1;
    }
    const { record, status } = outcome;
    console.log(
      `${email}: recorded ${record.kind ?? ''} ${record.reference ?? ''}, issued ${record.issuedOn ?? ''}, seen ${record.seenOn ?? ''}, expires ${record.expiresOn ?? ''}; ${record.references} references; interviewed ${record.interviewedOn ?? 'not yet'}; trained ${record.trainedOn ?? 'not yet'}.`,
    );
    console.log(reachText(status));
    return 0;
  } finally {
    await db.destroy();
  }
}

/** Until when the mentor may mentor under-18s, or why not. */
function reachText(status: VettingStatus): string {
  switch (status.state) {
    case 'valid':
      return `May mentor students under 18 until ${dayBefore(status.until)} (inclusive).`;
    case 'not-checked':
      return `May not mentor students under 18 yet: still missing ${status.missing.join(', ')}.`;
    case 'suspended':
      return 'May not mentor students under 18: a safeguarding lead suspended this record.';
    case 'expired':
      return `May not mentor students under 18: the record ran out on ${status.on}.`;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
