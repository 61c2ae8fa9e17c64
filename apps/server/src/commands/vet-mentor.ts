import { writeIn } from '../i18n/languages.ts';
import { parseArgs } from 'node:util';
import {
  dayBefore,
  REFERENCES_REQUIRED,
  type VettingStatus,
} from '@mentorbridge/domain/vetting-rules';
import { systemClock } from '../lib/clock.ts';
import {
  mentorByEmail,
  recordCheck,
  recordOfMentor,
  serversOperator,
} from '../features/vetting/service.ts';
import { openServerDatabase } from './server-database.ts';
import { type EntryFlag, entryFlags, flagMeaning, mergeEntry } from './vet-mentor-entry.ts';

const usage = `Usage: npm run mentor:vet -- <email> --check "Enhanced DBS with barred list" --reference <ref>
  --issued <YYYY-MM-DD> --seen <YYYY-MM-DD> --expires <YYYY-MM-DD>
  --references 2 --references-on <YYYY-MM-DD> --interviewed <YYYY-MM-DD> --trained <YYYY-MM-DD>
A mentor with no record needs every flag; for one with a record, a flag left out keeps its value.`;

const options = Object.fromEntries(
  entryFlags.map((flag) => [flag, { type: 'string' } as const]),
) as Record<EntryFlag, { type: 'string' }>;

/** The flags and the address, or what is wrong with the command line in words. */
function readCommandLine(args: string[]) {
  try {
    const { values, positionals } = parseArgs({ args, options, allowPositionals: true });
    return { values, positionals };
  } catch (error) {
    return { problem: commandLineProblem(error) };
  }
}

/** parseArgs's refusals, which speak of options and positionals, in the operator's words. */
function commandLineProblem(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const flag = /'(--?[^' ]+)/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    return `Unknown flag ${flag}: the flags are ${entryFlags.map((name) => `--${name}`).join(', ')}.`;
  }
  const name = entryFlags.find((known) => `--${known}` === flag);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && name) {
    return `${flag} needs a value: ${flagMeaning[name]}.`;
  }
  return message;
}

/**
 * npm run mentor:vet -- <email> --check … (the usage above)
 * Records a mentor's safeguarding check as the server's operator, with the same DATA_DIR or
 * DATABASE_URL as the server. A flag left out keeps what the record holds; what is recorded must
 * be a complete record. Refuses, changing nothing, an unknown address, an account that is not a
 * mentor, a field missing from both the flags and the record, fewer than two references, a day
 * in the future (but the expiry), an expiry passed or more than three years after the issue.
 */
async function main(): Promise<number> {
  const line = readCommandLine(process.argv.slice(2));
  if ('problem' in line) {
    console.error(`${line.problem}\n${usage}`);
    return 2;
  }
  const [email] = line.positionals;
  if (!email || line.positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  const refuse = (problems: string[]) => {
    console.error(`${email}: not recorded:\n  ${problems.join('\n  ')}`);
    return 1;
  };
  const db = await openServerDatabase();
  try {
    const deps = { db, clock: systemClock() };
    const mentor = await mentorByEmail(deps, email);
    if (!mentor.ok) return refuse([mentor.problem]);
    const merged = mergeEntry(line.values, await recordOfMentor(deps, mentor.id));
    if (!merged.ok) return refuse(merged.problems);
    const outcome = await recordCheck(deps, mentor.id, merged.entry, serversOperator, {
      checkRequired: true,
    });
    // The operator reads the server's language, English.
    if (!outcome.ok) return refuse(outcome.problems.map((problem) => writeIn('en', problem)));
    const { record, status } = outcome;
    console.log(
      `${email}: recorded ${record.kind ?? ''} ${record.reference ?? ''}, issued ${record.issuedOn ?? ''}, seen ${record.seenOn ?? ''}, expires ${record.expiresOn ?? ''}; ${record.references} references, received ${record.referencesOn ?? ''}; interviewed ${record.interviewedOn ?? ''}; trained ${record.trainedOn ?? ''}.`,
    );
    if (merged.referencesGiven !== null && merged.referencesGiven > REFERENCES_REQUIRED) {
      console.log(
        `${merged.referencesGiven} references given: the record counts the ${REFERENCES_REQUIRED} a mentor needs.`,
      );
    }
    if (merged.kept.length > 0) {
      console.log(`Kept as recorded before: ${merged.kept.map((flag) => `--${flag}`).join(', ')}.`);
    }
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
