import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A caregiver with what their page and its rules need of the child. */
export interface CaregiverRecord {
  childId: string;
  email: string;
  source: 'sign_up' | 'programme';
  childName: string;
  childEmail: string;
  childAge: number;
  childSignedUpAt: number;
  /** Whether the child is in a programme that asks for a caregiver (for `source: programme`). */
  inAskingProgramme: boolean;
  summarySentAt: number | null;
  /** They agreed to one-to-one video calls (decision 060). */
  videoAgreed: boolean;
  createdAt: number;
  /** The language they read their page and mail in (decision 061). */
  language: Locale;
}

function caregiversWithChild(db: Kysely<Database>) {
  return db
    .selectFrom('caregivers as c')
    .innerJoin('users as child', 'child.id', 'c.child_id')
    .select([
      'c.child_id',
      'c.email',
      'c.source',
      'c.created_at',
      'c.summary_sent_at',
      'c.video_agreed_at',
      'c.language',
      'child.full_name',
      'child.email as child_email',
      'child.age',
      'child.created_at as child_created_at',
      sql<number>`exists (select 1 from programme_members m
        join programmes p on p.id = m.programme_id
        where m.user_id = c.child_id and m.role = 'pupil' and p.asks_caregiver = 1)`.as(
        'in_asking_programme',
      ),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof caregiversWithChild>['executeTakeFirstOrThrow']>>;

const toRecord = (row: Row): CaregiverRecord => ({
  childId: row.child_id,
  email: row.email,
  source: row.source === 'programme' ? 'programme' : 'sign_up',
  childName: row.full_name,
  childEmail: row.child_email,
  childAge: row.age,
  childSignedUpAt: Number(row.child_created_at),
  inAskingProgramme: Boolean(Number(row.in_asking_programme)),
  summarySentAt: row.summary_sent_at === null ? null : Number(row.summary_sent_at),
  videoAgreed: row.video_agreed_at !== null,
  createdAt: Number(row.created_at),
  language: row.language,
});

export async function findCaregiverByToken(db: Kysely<Database>, tokenHash: string) {
  const row = await caregiversWithChild(db)
    .where('c.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function findCaregiverOf(db: Kysely<Database>, childId: string) {
  const row = await caregiversWithChild(db).where('c.child_id', '=', childId).executeTakeFirst();
  return row && toRecord(row);
}

export async function findCaregiversByEmail(db: Kysely<Database>, email: string) {
  const rows = await caregiversWithChild(db).where('c.email', '=', email).execute();
  return rows.map(toRecord);
}

/** Every caregiver, for the monthly summaries. */
export async function listCaregivers(db: Kysely<Database>) {
  return (await caregiversWithChild(db).execute()).map(toRecord);
}

/**
 * A child's caregiver, made or changed: a new address starts with a new link. `language` is
 * theirs when first named; the same address named again keeps the language it chose. Answers
 * the language they now have.
 */
export async function saveCaregiver(
  db: Kysely<Database>,
  caregiver: {
    childId: string;
    email: string;
    source: string;
    tokenHash: string;
    now: number;
    language: Locale;
  },
): Promise<Locale> {
  const saved = await db
    .insertInto('caregivers')
    .values({
      child_id: caregiver.childId,
      email: caregiver.email,
      source: caregiver.source,
      token_hash: caregiver.tokenHash,
      created_at: caregiver.now,
      link_sent_at: caregiver.now,
      language: caregiver.language,
    })
    .onConflict((conflict) =>
      conflict.column('child_id').doUpdateSet((eb) => ({
        email: caregiver.email,
        token_hash: caregiver.tokenHash,
        link_sent_at: caregiver.now,
        language: eb
          .case()
          .when('caregivers.email', '=', caregiver.email)
          .then(eb.ref('caregivers.language'))
          .else(caregiver.language)
          .end(),
      })),
    )
    .returning('language')
    .executeTakeFirstOrThrow();
  return saved.language;
}

/** A new link for the caregiver: the one before stops working. */
export async function replaceLink(
  db: Kysely<Database>,
  {
    childId,
    tokenHash,
    now,
    summary,
  }: { childId: string; tokenHash: string; now: number; summary?: boolean },
): Promise<void> {
  await db
    .updateTable('caregivers')
    .set({ token_hash: tokenHash, link_sent_at: now, ...(summary ? { summary_sent_at: now } : {}) })
    .where('child_id', '=', childId)
    .execute();
}

/** The guardian an under-13's consent names, and their language, for a caregiver made from it. */
export async function findGuardian(db: Kysely<Database>, childId: string) {
  return db
    .selectFrom('guardian_consents')
    .select(['guardian_email as email', 'language'])
    .where('user_id', '=', childId)
    .executeTakeFirst();
}

/**
 * Whether a pupil is in (or waits for) a programme that asks its pupils of 13 to 15 for a
 * caregiver, with the name of the first such programme and when the pupil signed up (their age
 * counts up from it); undefined when none asks.
 */
export async function programmeAsks(
  db: Kysely<Database>,
  userId: string,
): Promise<{ programmeName: string; signedUpAt: number } | undefined> {
  const row = await db
    .selectFrom('programme_members as m')
    .innerJoin('programmes as p', 'p.id', 'm.programme_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['p.name', 'u.created_at'])
    .where('m.user_id', '=', userId)
    .where('m.role', '=', 'pupil')
    .where('p.asks_caregiver', '=', 1)
    .orderBy(sql`m.joined_at`)
    .executeTakeFirst();
  return row && { programmeName: row.name, signedUpAt: Number(row.created_at) };
}

/**
 * Claims a caregiver's monthly summary for this run: the mark moves from what was read, so two
 * processes running the round at once send it once. False when another run took it.
 */
export async function claimSummary(
  db: Kysely<Database>,
  { childId, was, now }: { childId: string; was: number | null; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('caregivers')
    .set({ summary_sent_at: now })
    .where('child_id', '=', childId)
    .where((eb) =>
      was === null ? eb('summary_sent_at', 'is', null) : eb('summary_sent_at', '=', was),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The caregiver's yes to one-to-one video calls, or its withdrawal. */
export async function setVideoAgreed(
  db: Kysely<Database>,
  { childId, agreed, now }: { childId: string; agreed: boolean; now: number },
): Promise<void> {
  await db
    .updateTable('caregivers')
    .set({ video_agreed_at: agreed ? now : null })
    .where('child_id', '=', childId)
    .execute();
}
