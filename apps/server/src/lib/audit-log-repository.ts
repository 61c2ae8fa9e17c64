import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

// An audit line for what was done to a safeguarding record or a programme (decisions 038, 058).

/** Who did what to whom, as the audit log names them: a lead, a coordinator, the operator. */
export interface AuditedChange {
  actorId: string;
  actorEmail: string;
  action: string;
  subject: string;
  reason: string;
  /** Each field's value before and after; null for a look at records. */
  changes?: string | null;
  now: number;
}

const auditLine = (change: AuditedChange) => ({
  id: randomUUID(),
  at: change.now,
  lead_id: change.actorId,
  lead_email: change.actorEmail,
  action: change.action,
  subject: change.subject,
  reason: change.reason,
  changes: change.changes ?? null,
});

/** Writes what someone saw or did; the log is never changed. */
export async function insertAuditLine(db: Kysely<Database>, change: AuditedChange) {
  await db.insertInto('audit_log').values(auditLine(change)).execute();
}
