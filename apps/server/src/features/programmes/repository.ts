import type { Kysely } from 'kysely';
import type { Coordinator, Programme } from '@mentorbridge/domain/api/programmes';
import { type ProgrammeSettings, tidyName } from '@mentorbridge/domain/programme-rules';
import { inTransaction } from '../../db/in-transaction.ts';
import { settingsColumns, toProgramme } from './programme-row.ts';
import type { Database } from '../../db/schema.ts';
import { type AuditedChange, insertAuditLine } from '../../lib/audit-log-repository.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';

/**
 * Makes an organisation with its first coordinator, and says so in the audit log; false when
 * one of the same name exists already, and nothing is written.
 */
export async function insertOrganisation(
  db: Kysely<Database>,
  organisation: { id: string; name: string; coordinatorId: string; now: number },
  audit: AuditedChange,
): Promise<boolean> {
  try {
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto('organisations')
        .values({
          id: organisation.id,
          name: organisation.name,
          name_key: organisationNameKey(organisation.name),
          created_at: organisation.now,
        })
        .execute();
      await trx
        .insertInto('organisation_coordinators')
        .values({
          organisation_id: organisation.id,
          user_id: organisation.coordinatorId,
          added_at: organisation.now,
        })
        .execute();
      await insertAuditLine(trx, audit);
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** "Hillside  Academy" and "hillside academy" are one organisation. */
export const organisationNameKey = (name: string) => tidyName(name).toLowerCase();

/** An organisation by its name, with how many coordinators it has left. */
export async function findOrganisationByName(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('organisations')
    .leftJoin(
      'organisation_coordinators',
      'organisation_coordinators.organisation_id',
      'organisations.id',
    )
    .select((eb) => [
      'organisations.id',
      eb.fn.count<number | string>('organisation_coordinators.user_id').as('coordinators'),
    ])
    .where('organisations.name_key', '=', organisationNameKey(name))
    .groupBy('organisations.id')
    .executeTakeFirst();
}

/** Who an address belongs to, as making a coordinator asks. */
export async function findCoordinatorCandidate(db: Kysely<Database>, email: string) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'age', 'email_verified'])
    .where('email', '=', email)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      email: row.email,
      fullName: row.full_name,
      age: row.age,
      verified: row.email_verified === 1,
    }
  );
}

/** Makes a coordinator of an organisation, audited; false when they were one already. */
export function insertCoordinator(
  db: Kysely<Database>,
  coordinator: { organisationId: string; userId: string; now: number },
  audit: AuditedChange,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('organisation_coordinators')
      .values({
        organisation_id: coordinator.organisationId,
        user_id: coordinator.userId,
        added_at: coordinator.now,
      })
      .onConflict((conflict) => conflict.columns(['organisation_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await insertAuditLine(trx, audit);
    return true;
  });
}

/**
 * Removes a coordinator unless they are the organisation's last. The organisation's row is
 * held first (an update that changes nothing: a row lock on PostgreSQL, the write lock on
 * SQLite), so two coordinators removing each other at once cannot leave it with none.
 */
export function deleteCoordinatorUnlessLast(
  db: Kysely<Database>,
  organisationId: string,
  userId: string,
  audit: AuditedChange,
): Promise<'removed' | 'last' | 'not a coordinator'> {
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable('organisations')
      .set((eb) => ({ created_at: eb.ref('created_at') }))
      .where('id', '=', organisationId)
      .execute();
    const coordinators = await trx
      .selectFrom('organisation_coordinators')
      .select('user_id')
      .where('organisation_id', '=', organisationId)
      .execute();
    if (!coordinators.some((row) => row.user_id === userId)) return 'not a coordinator';
    if (coordinators.length === 1) return 'last';
    await trx
      .deleteFrom('organisation_coordinators')
      .where('organisation_id', '=', organisationId)
      .where('user_id', '=', userId)
      .execute();
    await insertAuditLine(trx, audit);
    return 'removed';
  });
}

/** The organisations a user coordinates, by name. */
export async function listCoordinatedOrganisations(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('organisation_coordinators')
    .innerJoin('organisations', 'organisations.id', 'organisation_coordinators.organisation_id')
    .select(['organisations.id', 'organisations.name'])
    .where('organisation_coordinators.user_id', '=', userId)
    .orderBy('organisations.name_key')
    .execute();
}

/** Whether the user coordinates any organisation at all: one row read, none listed. */
export async function coordinatesSome(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('organisation_coordinators')
    .select('user_id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the user coordinates the organisation. */
export async function isCoordinatorOf(
  db: Kysely<Database>,
  userId: string,
  organisationId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('organisation_coordinators')
    .select('user_id')
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The coordinators of some organisations, each with the organisation's id. */
export async function listCoordinators(
  db: Kysely<Database>,
  organisationIds: readonly string[],
): Promise<(Coordinator & { organisationId: string })[]> {
  if (organisationIds.length === 0) return [];
  const rows = await db
    .selectFrom('organisation_coordinators')
    .innerJoin('users', 'users.id', 'organisation_coordinators.user_id')
    .select([
      'organisation_coordinators.organisation_id',
      'organisation_coordinators.added_at',
      'users.id',
      'users.full_name',
      'users.email',
    ])
    .where('organisation_coordinators.organisation_id', 'in', organisationIds)
    .orderBy('organisation_coordinators.added_at')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({
    organisationId: row.organisation_id,
    userId: row.id,
    fullName: row.full_name,
    email: row.email,
    addedAt: row.added_at,
  }));
}

/** The programmes of some organisations, the newest start first. */
export async function listProgrammes(
  db: Kysely<Database>,
  organisationIds: readonly string[],
): Promise<Programme[]> {
  if (organisationIds.length === 0) return [];
  const rows = await db
    .selectFrom('programmes')
    .selectAll()
    .where('organisation_id', 'in', organisationIds)
    .orderBy('starts_on', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toProgramme);
}

export async function findProgramme(
  db: Kysely<Database>,
  programmeId: string,
): Promise<Programme | undefined> {
  const row = await db
    .selectFrom('programmes')
    .selectAll()
    .where('id', '=', programmeId)
    .executeTakeFirst();
  return row && toProgramme(row);
}

export function insertProgramme(
  db: Kysely<Database>,
  programme: { id: string; organisationId: string; settings: ProgrammeSettings; now: number },
  audit: AuditedChange,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx
      .insertInto('programmes')
      .values({
        id: programme.id,
        organisation_id: programme.organisationId,
        ...settingsColumns(programme.settings),
        created_at: programme.now,
        updated_at: programme.now,
      })
      .execute();
    await insertAuditLine(trx, audit);
  });
}

export function updateProgramme(
  db: Kysely<Database>,
  change: { programmeId: string; settings: ProgrammeSettings; now: number },
  audit: AuditedChange,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable('programmes')
      .set({ ...settingsColumns(change.settings), updated_at: change.now })
      .where('id', '=', change.programmeId)
      .execute();
    await insertAuditLine(trx, audit);
  });
}
