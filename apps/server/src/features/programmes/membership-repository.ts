import type { Kysely } from 'kysely';
import type { CodeRole } from '@mentorbridge/domain/programme-codes';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { type AuditedChange, insertAuditLine } from '../../lib/audit-log-repository.ts';

/** A code as typed, with what joining by it needs of its programme; undefined when none. */
export async function findCode(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('programme_codes')
    .innerJoin('programmes', 'programmes.id', 'programme_codes.programme_id')
    .select([
      'programme_codes.code',
      'programme_codes.programme_id',
      'programme_codes.role',
      'programme_codes.expires_on',
      'programme_codes.max_uses',
      'programme_codes.uses',
      'programme_codes.approval_required',
      'programme_codes.ended_at',
      'programmes.name',
      'programmes.min_age',
      'programmes.max_age',
    ])
    .where('programme_codes.code', '=', code)
    .executeTakeFirst();
}

/** A new code for a role of a programme, ending the one it had; audited. */
export function insertCode(
  db: Kysely<Database>,
  code: {
    code: string;
    programmeId: string;
    role: CodeRole;
    expiresOn: string;
    maxUses: number;
    approvalRequired: boolean;
    now: number;
  },
  audit: AuditedChange,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable('programme_codes')
      .set({ ended_at: code.now })
      .where('programme_id', '=', code.programmeId)
      .where('role', '=', code.role)
      .where('ended_at', 'is', null)
      .execute();
    await trx
      .insertInto('programme_codes')
      .values({
        code: code.code,
        programme_id: code.programmeId,
        role: code.role,
        expires_on: code.expiresOn,
        max_uses: code.maxUses,
        uses: 0,
        approval_required: code.approvalRequired ? 1 : 0,
        created_at: code.now,
      })
      .execute();
    await insertAuditLine(trx, audit);
  });
}

/** The programme's codes in use, the pupils' first. */
export async function listCodes(db: Kysely<Database>, programmeId: string) {
  return db
    .selectFrom('programme_codes')
    .selectAll()
    .where('programme_id', '=', programmeId)
    .where('ended_at', 'is', null)
    .orderBy('role', 'desc')
    .execute();
}

/** Thrown inside the joining transaction to undo the membership when the code is used up. */
class CodeUsedUp extends Error {}

/**
 * Joins someone by a code, taking one of its uses, in one transaction: 'already' when they are
 * in the programme (no use taken), 'used up' when the last use went meanwhile (nothing kept).
 */
export async function joinWithCode(
  db: Kysely<Database>,
  join: {
    code: string;
    programmeId: string;
    userId: string;
    role: CodeRole;
    status: 'waiting' | 'member';
    now: number;
  },
): Promise<'joined' | 'already' | 'used up'> {
  try {
    return await inTransaction(db, async (trx) => {
      const inserted = await trx
        .insertInto('programme_members')
        .values({
          programme_id: join.programmeId,
          user_id: join.userId,
          role: join.role,
          status: join.status,
          joined_at: join.now,
        })
        .onConflict((conflict) => conflict.columns(['programme_id', 'user_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'already';
      const used = await trx
        .updateTable('programme_codes')
        .set((eb) => ({ uses: eb('uses', '+', 1) }))
        .where('code', '=', join.code)
        .where('ended_at', 'is', null)
        .whereRef('uses', '<', 'max_uses')
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) === 0) throw new CodeUsedUp();
      return 'joined';
    });
  } catch (error) {
    if (error instanceof CodeUsedUp) return 'used up';
    throw error;
  }
}

/** The programme's members and those waiting, by when they joined. */
export async function listMembers(db: Kysely<Database>, programmeId: string) {
  return db
    .selectFrom('programme_members')
    .innerJoin('users', 'users.id', 'programme_members.user_id')
    .leftJoin('mentor_vetting', 'mentor_vetting.user_id', 'programme_members.user_id')
    .select([
      'users.id',
      'users.full_name',
      'users.email',
      'users.age',
      'programme_members.role',
      'programme_members.status',
      'programme_members.joined_at',
      'mentor_vetting.check_kind',
      'mentor_vetting.reaches_children_until',
    ])
    .where('programme_members.programme_id', '=', programmeId)
    .orderBy('programme_members.joined_at')
    .orderBy('users.id')
    .execute();
}

/** Someone waiting to join the programme, with what letting them in needs to know. */
export async function findWaitingMember(
  db: Kysely<Database>,
  { programmeId, userId }: { programmeId: string; userId: string },
) {
  return db
    .selectFrom('programme_members')
    .innerJoin('users', 'users.id', 'programme_members.user_id')
    .innerJoin('programmes', 'programmes.id', 'programme_members.programme_id')
    .innerJoin('organisations', 'organisations.id', 'programmes.organisation_id')
    .select([
      'users.id',
      'users.email',
      'users.age',
      'programme_members.role',
      'programmes.name as programme',
      'organisations.name as school',
    ])
    .where('programme_members.programme_id', '=', programmeId)
    .where('programme_members.user_id', '=', userId)
    .where('programme_members.status', '=', 'waiting')
    .executeTakeFirst();
}

/** Lets a waiting person in; false when nobody was waiting. Audited. */
export function approveMember(
  db: Kysely<Database>,
  member: { programmeId: string; userId: string; now: number },
  audit: AuditedChange,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const approved = await trx
      .updateTable('programme_members')
      .set({ status: 'member', decided_at: member.now })
      .where('programme_id', '=', member.programmeId)
      .where('user_id', '=', member.userId)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    if (Number(approved.numUpdatedRows) === 0) return false;
    await insertAuditLine(trx, audit);
    return true;
  });
}

/** Takes someone out of a programme (removed, refused, or leaving); false when not in it. */
export function deleteMember(
  db: Kysely<Database>,
  member: { programmeId: string; userId: string },
  audit: AuditedChange | null,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const deleted = await trx
      .deleteFrom('programme_members')
      .where('programme_id', '=', member.programmeId)
      .where('user_id', '=', member.userId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    if (audit) await insertAuditLine(trx, audit);
    return true;
  });
}

/** The programmes someone is in or waits for, with their school's name. */
export async function listMembershipsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('programme_members')
    .innerJoin('programmes', 'programmes.id', 'programme_members.programme_id')
    .innerJoin('organisations', 'organisations.id', 'programmes.organisation_id')
    .select([
      'programmes.id',
      'programmes.name',
      'organisations.name as organisation',
      'programme_members.role',
      'programme_members.status',
      'programme_members.joined_at',
    ])
    .where('programme_members.user_id', '=', userId)
    .orderBy('programme_members.joined_at')
    .execute();
}

/** Puts someone in a programme as a member at once: the demo seed's pupils and mentors. */
export async function insertMember(
  db: Kysely<Database>,
  member: { programmeId: string; userId: string; role: CodeRole; now: number },
): Promise<void> {
  await db
    .insertInto('programme_members')
    .values({
      programme_id: member.programmeId,
      user_id: member.userId,
      role: member.role,
      status: 'member',
      joined_at: member.now,
      decided_at: null,
    })
    .execute();
}
