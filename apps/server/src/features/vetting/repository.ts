import type { Kysely } from 'kysely';
import type { Role } from '@mentorbridge/domain/constants';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import type { Database } from '../../db/schema.ts';
import type { MentorVettingTable } from '../../db/vetting-tables.ts';

export type VettingRow = MentorVettingTable;

/** A mentor's safeguarding record; undefined when nothing was ever recorded. */
export function findVettingRow(
  db: Kysely<Database>,
  userId: string,
): Promise<VettingRow | undefined> {
  return db
    .selectFrom('mentor_vetting')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** An account by address, as the vetting command and console need it. */
export async function findAccountByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<{ id: string; role: Role; fullName: string; email: string } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'role', 'full_name', 'email'])
    .where('email', '=', email)
    .executeTakeFirst();
  return row && { id: row.id, role: row.role, fullName: row.full_name, email: row.email };
}

/**
 * A mentor by id, a lead included: a lead holds a record as a mentor does (decision 051), which
 * another lead or the server's operator records.
 */
export async function findMentorById(
  db: Kysely<Database>,
  userId: string,
): Promise<{ id: string; fullName: string; email: string } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'full_name', 'email'])
    .where('id', '=', userId)
    .where('role', '=', 'mentor')
    .executeTakeFirst();
  return row && { id: row.id, fullName: row.full_name, email: row.email };
}

/** A mentor with their record, as the console lists them. */
export interface MentorWithRecord {
  id: string;
  fullName: string;
  email: string;
  record: VettingRow | null;
}

/** Which mentors the console's list shows, by where their record stands on `today`. */
export type RecordFilter = 'not-checked' | 'valid' | 'expiring' | 'expired' | 'suspended' | 'all';

/**
 * Mentors (not leads) with their records, by name, filtered as the console asks. `soon` is the
 * last day an expiry counts as "expiring within 30 days". Past `limit`, the rest are left off.
 */
export async function listMentorsWithRecords(
  db: Kysely<Database>,
  {
    filter,
    today,
    soon,
    limit,
  }: { filter: RecordFilter; today: string; soon: string; limit: number },
): Promise<MentorWithRecord[]> {
  let query = db
    .selectFrom('users')
    .leftJoin('mentor_vetting as v', 'v.user_id', 'users.id')
    .select(['users.id', 'users.full_name', 'users.email'])
    .selectAll('v')
    // Leads too: they hold a record as mentors do, which another lead records here.
    .where('users.role', '=', 'mentor');
  if (filter === 'not-checked') {
    query = query.where((eb) =>
      eb.or([
        eb('v.user_id', 'is', null),
        eb.and([eb('v.suspended_at', 'is', null), eb('v.reaches_children_until', 'is', null)]),
      ]),
    );
  } else if (filter === 'valid') {
    query = query.where('v.reaches_children_until', '>', today);
  } else if (filter === 'expiring') {
    query = query
      .where('v.reaches_children_until', '>', today)
      .where('v.reaches_children_until', '<=', soon);
  } else if (filter === 'expired') {
    query = query.where('v.reaches_children_until', '<=', today);
  } else if (filter === 'suspended') {
    query = query.where('v.suspended_at', 'is not', null);
  }
  const rows = await query.orderBy('users.full_name').orderBy('users.id').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    record:
      row.user_id === null
        ? null
        : {
            user_id: row.user_id,
            check_kind: row.check_kind,
            check_reference: row.check_reference,
            issued_on: row.issued_on,
            seen_on: row.seen_on,
            expires_on: row.expires_on,
            references_received: row.references_received ?? 0,
            references_on: row.references_on,
            interviewed_on: row.interviewed_on,
            trained_on: row.trained_on,
            suspended_at: row.suspended_at,
            suspended_reason: row.suspended_reason,
            reaches_children_until: row.reaches_children_until,
            recorded_by: row.recorded_by ?? '',
            updated_at: row.updated_at ?? 0,
          },
  }));
}

/** The first day a mentor's record no longer lets them reach under-18s; null: it does not. */
export async function findReachesChildrenUntil(
  db: Kysely<Database>,
  mentorId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('mentor_vetting')
    .select('reaches_children_until')
    .where('user_id', '=', mentorId)
    .executeTakeFirst();
  return row?.reaches_children_until ?? null;
}

/** A record whose day comes near or has come, with whom to tell. */
export interface RecordNearItsDay {
  userId: string;
  fullName: string;
  email: string;
  /** The language their mail is written in (decision 061). */
  language: Locale;
  until: string;
}

/**
 * Records of mentors and leads, not suspended, whose first day without counting falls from
 * `from` to `to`: the ones to tell about. Read by the index on that day.
 */
export async function listRecordsUntilBetween(
  db: Kysely<Database>,
  { from, to }: { from: string; to: string },
): Promise<RecordNearItsDay[]> {
  const rows = await db
    .selectFrom('mentor_vetting as v')
    .innerJoin('users', 'users.id', 'v.user_id')
    .select([
      'v.user_id',
      'v.reaches_children_until',
      'users.full_name',
      'users.email',
      'users.language',
    ])
    .where('v.reaches_children_until', '>=', from)
    .where('v.reaches_children_until', '<=', to)
    .where('v.suspended_at', 'is', null)
    .execute();
  return rows.flatMap((row) =>
    row.reaches_children_until === null
      ? []
      : [
          {
            userId: row.user_id,
            fullName: row.full_name,
            email: row.email,
            language: row.language,
            until: row.reaches_children_until,
          },
        ],
  );
}

/**
 * Claims the sending of one notice (a mentor, its kind, the day it is about): true for the one
 * caller that wrote it, so a notice goes once whichever process runs the work.
 */
export async function claimNotice(
  db: Kysely<Database>,
  notice: { userId: string; kind: 'soon' | 'today'; expiresOn: string; now: number },
): Promise<boolean> {
  const result = await db
    .insertInto('vetting_notices')
    .values({
      user_id: notice.userId,
      kind: notice.kind,
      expires_on: notice.expiresOn,
      sent_at: notice.now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** The safeguarding leads' addresses and languages, for the notices they are copied on. */
export async function listLeadRecipients(
  db: Kysely<Database>,
): Promise<{ email: string; language: Locale }[]> {
  return db
    .selectFrom('safeguarding_leads')
    .innerJoin('users', 'users.id', 'safeguarding_leads.user_id')
    .select(['users.email', 'users.language'])
    .execute();
}

/**
 * The mentor's requests that are still open or accepted, with the mentee of each: everyone whose
 * open tabs show where that mentor's record stands.
 */
export async function listLiveRequestsOfMentor(
  db: Kysely<Database>,
  mentorId: string,
): Promise<{ id: string; menteeId: string }[]> {
  const rows = await db
    .selectFrom('mentor_requests')
    .select(['id', 'requester_id'])
    .where('mentor_id', '=', mentorId)
    .where('status', 'in', ['pending', 'accepted'])
    .execute();
  return rows.map((row) => ({ id: row.id, menteeId: row.requester_id }));
}
