import { reachesChildrenUntil, type VettingRecord } from '@mentorbridge/domain/vetting-rules';
import type { AppContext } from '../../app-context.ts';
import { describeChanges } from './audit-changes.ts';
import { type Recorder, recordOf } from './record-of.ts';
import { withRecordHeld, writeVettingColumns } from './record-hold-repository.ts';
import { insertAuditLine } from '../../lib/audit-log-repository.ts';
import type { VettingRow } from './repository.ts';

/** What one change sets: the fields it is about, and nothing else. */
export interface RecordChange {
  /** The record's own fields this change sets. */
  fields?: Partial<Omit<VettingRecord, 'suspended'>>;
  /** A suspension set (since when, why) or lifted (null); left out, it stays as it is. */
  suspension?: { at: number; reason: string } | null;
}

/** How the audit log names a change: what was done, to whom, and why. */
export interface ChangeAudit {
  by: Recorder;
  action: string;
  subject: string;
  reason: string;
}

/** A record's column for each of its fields. */
const columnOf = {
  kind: 'check_kind',
  reference: 'check_reference',
  issuedOn: 'issued_on',
  seenOn: 'seen_on',
  expiresOn: 'expires_on',
  references: 'references_received',
  referencesOn: 'references_on',
  interviewedOn: 'interviewed_on',
  trainedOn: 'trained_on',
} as const satisfies Record<keyof NonNullable<RecordChange['fields']>, keyof VettingRow>;

const emptyRow = (mentorId: string): VettingRow => ({
  user_id: mentorId,
  check_kind: null,
  check_reference: null,
  issued_on: null,
  seen_on: null,
  expires_on: null,
  references_received: 0,
  references_on: null,
  interviewed_on: null,
  trained_on: null,
  suspended_at: null,
  suspended_reason: null,
  reaches_children_until: null,
  recorded_by: '',
  updated_at: 0,
});

/**
 * Changes a mentor's record as `decide` says, from the record as it stands while the mentor's
 * row is held: two leads, a lead and the mentor's quiz, or a suspension and an accept never
 * overwrite each other. Only the columns the change is about are written, with the day the gate
 * reads worked out again from the whole record, and an audit line in the same transaction that
 * says each value before and after. Answers the record after the change.
 */
export async function changeRecord(
  deps: Pick<AppContext, 'db' | 'clock'>,
  mentorId: string,
  decide: (row: VettingRow | undefined) => RecordChange,
  audit: ChangeAudit,
): Promise<VettingRecord> {
  const now = deps.clock.now();
  return withRecordHeld(deps.db, mentorId, async (trx, existing) => {
    const before = existing ?? emptyRow(mentorId);
    const { fields = {}, suspension } = decide(existing);
    const columns: Partial<VettingRow> = { recorded_by: audit.by.email, updated_at: now };
    for (const [field, column] of Object.entries(columnOf)) {
      const value = fields[field as keyof typeof columnOf];
      if (value !== undefined) Object.assign(columns, { [column]: value });
    }
    if (suspension !== undefined) {
      columns.suspended_at = suspension?.at ?? null;
      columns.suspended_reason = suspension?.reason ?? null;
    }
    const after: VettingRow = { ...before, ...columns };
    const record = recordOf(after);
    columns.reaches_children_until = after.reaches_children_until = reachesChildrenUntil(record);
    await writeVettingColumns(trx, after, columns, { exists: existing !== undefined });
    await insertAuditLine(trx, {
      actorId: audit.by.id,
      actorEmail: audit.by.email,
      action: audit.action,
      subject: audit.subject,
      reason: audit.reason,
      changes: describeChanges(
        { record: recordOf(existing), suspendedReason: before.suspended_reason },
        { record, suspendedReason: after.suspended_reason },
      ),
      now,
    });
    return record;
  });
}
