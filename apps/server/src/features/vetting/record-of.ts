import {
  emptyVettingRecord,
  isCheckKind,
  reachesChildrenUntil,
  type VettingRecord,
} from '@mentorbridge/domain/vetting-rules';
import type { VettingRow } from './repository.ts';

/** Who changes a record, as the audit log and the record's "recorded by" name them. */
export interface Recorder {
  id: string;
  email: string;
}

/** The server's operator, at the terminal (`npm run mentor:vet`). */
export const serversOperator: Recorder = { id: 'operator', email: "the server's operator" };

/** A row as the rules read it. */
export function recordOf(row: VettingRow | undefined | null): VettingRecord {
  if (!row) return emptyVettingRecord;
  return {
    kind: row.check_kind !== null && isCheckKind(row.check_kind) ? row.check_kind : null,
    reference: row.check_reference,
    issuedOn: row.issued_on,
    seenOn: row.seen_on,
    expiresOn: row.expires_on,
    references: row.references_received,
    referencesOn: row.references_on,
    interviewedOn: row.interviewed_on,
    trainedOn: row.trained_on,
    suspended: row.suspended_at !== null,
  };
}

/** A record as kept: the rules' fields, and the day the gate reads worked out from them. */
export function rowOf(
  userId: string,
  record: VettingRecord,
  extra: { suspendedAt: number | null; suspendedReason: string | null; by: Recorder; now: number },
): VettingRow {
  return {
    user_id: userId,
    check_kind: record.kind,
    check_reference: record.reference,
    issued_on: record.issuedOn,
    seen_on: record.seenOn,
    expires_on: record.expiresOn,
    references_received: record.references,
    references_on: record.referencesOn,
    interviewed_on: record.interviewedOn,
    trained_on: record.trainedOn,
    suspended_at: extra.suspendedAt,
    suspended_reason: extra.suspendedReason,
    reaches_children_until: reachesChildrenUntil(record),
    recorded_by: extra.by.email,
    updated_at: extra.now,
  };
}
