import {
  type CheckEntry,
  checkKinds,
  REFERENCES_REQUIRED,
  type VettingRecord,
} from '@mentorbridge/domain/vetting-rules';

/** The command's flags, each a field of a complete record, in the order the usage lists them. */
export const entryFlags = [
  'check',
  'reference',
  'issued',
  'seen',
  'expires',
  'references',
  'references-on',
  'interviewed',
  'trained',
] as const;
export type EntryFlag = (typeof entryFlags)[number];

/** What each flag gives, as a refusal names it. */
export const flagMeaning: Record<EntryFlag, string> = {
  check: `the kind of check, one of: ${checkKinds.map((kind) => `"${kind}"`).join(', ')}`,
  reference: "the check's reference number",
  issued: 'the day the check was issued (YYYY-MM-DD)',
  seen: 'the day you saw the check (YYYY-MM-DD)',
  expires: 'the day the check expires (YYYY-MM-DD), at most 3 years after its issue',
  references: `how many references came back (${REFERENCES_REQUIRED} or more)`,
  'references-on': 'the day the references came back (YYYY-MM-DD)',
  interviewed: 'the day of the interview (YYYY-MM-DD)',
  trained: 'the day of the safeguarding training (YYYY-MM-DD)',
};

/** Each field as the record keeps it, in text as a flag gives it; null: never recorded. */
function recordedText(record: VettingRecord): Record<EntryFlag, string | null> {
  return {
    check: record.kind,
    reference: record.reference,
    issued: record.issuedOn,
    seen: record.seenOn,
    expires: record.expiresOn,
    // Fewer than required is not a value to keep: the merged record would not be complete.
    references: record.references >= REFERENCES_REQUIRED ? String(record.references) : null,
    'references-on': record.referencesOn,
    interviewed: record.interviewedOn,
    trained: record.trainedOn,
  };
}

/** The flags' values merged with the record, or what is wrong, one sentence a problem. */
export type MergedEntry =
  | { ok: true; entry: CheckEntry; kept: EntryFlag[]; referencesGiven: number | null }
  | { ok: false; problems: string[] };

/**
 * The entry the command records: each flag given replaces its field; a flag left out keeps what
 * the record holds, so a second run never wipes a day already recorded. The result must be a
 * complete record (decision 038): every field missing from both is named. References count
 * towards the two required, as the console's form keeps them: more than two is recorded as two.
 */
export function mergeEntry(
  given: Partial<Record<EntryFlag, string>>,
  existing: VettingRecord | null,
): MergedEntry {
  const recorded = existing ? recordedText(existing) : null;
  const problems: string[] = [];
  const kept: EntryFlag[] = [];
  const value = {} as Record<EntryFlag, string>;
  for (const flag of entryFlags) {
    const flagValue = given[flag];
    if (flagValue !== undefined && flagValue.trim() === '') {
      problems.push(`--${flag} is empty: give ${flagMeaning[flag]}.`);
    } else if (flagValue !== undefined) {
      value[flag] = flagValue.trim();
    } else if (recorded?.[flag] != null) {
      value[flag] = recorded[flag];
      kept.push(flag);
    } else {
      problems.push(`Missing --${flag}: ${flagMeaning[flag]}.`);
    }
  }
  const references = value.references === undefined ? null : referencesOf(value.references);
  if (references && 'problem' in references) problems.push(references.problem);
  if (problems.length > 0 || !references || !('count' in references)) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    entry: {
      kind: value.check,
      reference: value.reference,
      issuedOn: value.issued,
      seenOn: value.seen,
      expiresOn: value.expires,
      references: Math.min(references.count, REFERENCES_REQUIRED),
      referencesOn: value['references-on'],
      interviewedOn: value.interviewed,
      trainedOn: value.trained,
    },
    kept,
    referencesGiven: given.references === undefined ? null : references.count,
  };
}

/** The number of references given, or why it is not one the record can take. */
function referencesOf(text: string): { count: number } | { problem: string } {
  if (!/^\d+$/.test(text)) {
    return {
      problem: `--references must be a whole number, ${REFERENCES_REQUIRED} or more: "${text}" is not.`,
    };
  }
  const count = Number(text);
  if (count < REFERENCES_REQUIRED) {
    return {
      problem: `--references must be ${REFERENCES_REQUIRED} or more: a mentor needs ${REFERENCES_REQUIRED} references before the first child (${count} given).`,
    };
  }
  return { count };
}
