import type { VettingRecord } from '@mentorbridge/domain/vetting-rules';

/** A record with its suspension's reason, as an audit line compares them. */
export interface AuditedRecord {
  record: VettingRecord;
  suspendedReason: string | null;
}

/** The fields an audit line names, in the order a lead reads a record. */
const fields: readonly [label: string, read: (audited: AuditedRecord) => string | number | null][] =
  [
    ['check', ({ record }) => record.kind],
    ['issued', ({ record }) => record.issuedOn],
    ['seen', ({ record }) => record.seenOn],
    ['expires', ({ record }) => record.expiresOn],
    ['references', ({ record }) => record.references],
    ['references received', ({ record }) => record.referencesOn],
    ['interviewed', ({ record }) => record.interviewedOn],
    ['trained', ({ record }) => record.trainedOn],
    ['suspended', ({ record }) => (record.suspended ? 'yes' : 'no')],
    ['suspension reason', ({ suspendedReason }) => suspendedReason],
  ];

const shown = (value: string | number | null) => (value === null ? 'none' : String(value));

/**
 * What a change did to a record, field by field with the value before and after
 * ("expires 2029-01-10 -> 2029-06-01; trained none -> 2026-11-26"); null when nothing changed.
 * The check's reference number is said to have changed, never written: the audit log outlives
 * the account, and a certificate's number is not the log's to keep.
 */
export function describeChanges(before: AuditedRecord, after: AuditedRecord): string | null {
  const changes = fields.flatMap(([label, read]) => {
    const [was, now] = [read(before), read(after)];
    return was === now ? [] : [`${label} ${shown(was)} -> ${shown(now)}`];
  });
  if (before.record.reference !== after.record.reference) changes.push('reference changed');
  return changes.length > 0 ? changes.join('; ') : null;
}
