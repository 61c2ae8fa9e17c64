import type { Locale } from '@mentorbridge/domain/i18n/locales';
import type { Kysely, Selectable } from 'kysely';
import type { Role } from '@mentorbridge/domain/constants';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database, EmailTokenPurpose } from '../../db/schema.ts';

/** A user row as the auth service needs it. */
export interface AccountRecord {
  id: string;
  email: string;
  passwordHash: string;
  fullName: string;
  role: Role;
  age: number;
  emailVerified: boolean;
  pictureVersion: number;
  /** Suspended by a safeguarding lead: no log-in until lifted. */
  suspended: boolean;
  /** The language their mail is written in (decision 061). */
  language: Locale;
}

const accountColumns = [
  'id',
  'email',
  'password_hash',
  'full_name',
  'role',
  'age',
  'email_verified',
  'avatar_version',
  'suspended_at',
  'language',
] as const;

type AccountRow = Pick<Selectable<Database['users']>, (typeof accountColumns)[number]>;

const toAccount = (row: AccountRow): AccountRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  fullName: row.full_name,
  role: row.role,
  age: row.age,
  emailVerified: row.email_verified === 1,
  pictureVersion: row.avatar_version,
  suspended: row.suspended_at !== null,
  language: row.language,
});

export async function findAccountByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<AccountRecord | undefined> {
  const row = await db
    .selectFrom('users')
    .select(accountColumns)
    .where('email', '=', email)
    .executeTakeFirst();
  return row && toAccount(row);
}

/** Creates the user and their skills together; false when the email is already taken. */
export async function insertAccount(
  db: Kysely<Database>,
  account: Omit<AccountRecord, 'emailVerified' | 'fullName' | 'pictureVersion' | 'suspended'> & {
    skills: readonly string[];
  },
  now: number,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values({
        id: account.id,
        email: account.email,
        password_hash: account.passwordHash,
        full_name: '',
        role: account.role,
        age: account.age,
        language: account.language,
        email_verified: 0,
        avatar_version: 0,
        created_at: now,
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .executeTakeFirst();
    if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) return false;
    await insertMentorSkills(trx, account.id, account.skills);
    return true;
  });
}

/**
 * Replaces everything a pending (unverified) sign-up chose, and voids its links: whoever opens the
 * newest link gets the account as it was last submitted. False when the account is verified.
 */
export async function replaceUnverifiedAccount(
  db: Kysely<Database>,
  id: string,
  account: Pick<AccountRecord, 'passwordHash' | 'role' | 'age' | 'language'> & {
    skills: readonly string[];
  },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({
        password_hash: account.passwordHash,
        role: account.role,
        age: account.age,
        language: account.language,
        full_name: '',
      })
      .where('id', '=', id)
      .where('email_verified', '=', 0)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    await trx.deleteFrom('mentor_skills').where('user_id', '=', id).execute();
    await trx.deleteFrom('email_tokens').where('user_id', '=', id).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    await insertMentorSkills(trx, id, account.skills);
    return true;
  });
}

/** Stores a mentor's skills; nothing for an empty list. */
export async function insertMentorSkills(
  db: Kysely<Database>,
  userId: string,
  skills: readonly string[],
): Promise<void> {
  if (skills.length === 0) return;
  await db
    .insertInto('mentor_skills')
    .values(skills.map((skill) => ({ user_id: userId, skill })))
    .execute();
}

export async function listSkills(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('mentor_skills')
    .select('skill')
    .where('user_id', '=', userId)
    .orderBy('skill')
    .execute();
  return rows.map((row) => row.skill);
}

export async function insertEmailToken(
  db: Kysely<Database>,
  token: { hash: string; userId: string; purpose: EmailTokenPurpose; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: token.hash,
      user_id: token.userId,
      purpose: token.purpose,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Marks the token's user verified and uses every verification token of that user up. */
export async function redeemVerificationToken(
  db: Kysely<Database>,
  hash: string,
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const token = await trx
      .selectFrom('email_tokens')
      .select('user_id')
      .where('token_hash', '=', hash)
      .where('purpose', '=', 'verify-email')
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!token) return false;
    await trx
      .updateTable('users')
      .set({ email_verified: 1 })
      .where('id', '=', token.user_id)
      .execute();
    await trx
      .deleteFrom('email_tokens')
      .where('user_id', '=', token.user_id)
      .where('purpose', '=', 'verify-email')
      .execute();
    return true;
  });
}

/**
 * Uses a reset link's token up: sets the new password, marks the address verified (the link
 * proved the mailbox), and ends every session and reset link of the user. Who it was, or
 * undefined for a token that is unknown, used or expired.
 */
export async function redeemPasswordResetToken(
  db: Kysely<Database>,
  change: { hash: string; passwordHash: string; now: number },
): Promise<{ id: string; email: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('email_tokens')
      .innerJoin('users', 'users.id', 'email_tokens.user_id')
      .select(['users.id', 'users.email'])
      .where('email_tokens.token_hash', '=', change.hash)
      .where('email_tokens.purpose', '=', 'reset-password')
      .where('email_tokens.expires_at', '>', change.now)
      .executeTakeFirst();
    if (!user) return undefined;
    await trx
      .updateTable('users')
      .set({ password_hash: change.passwordHash, email_verified: 1 })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    // The devices those sessions asked pushes for go with them: whoever knew the old password
    // may have subscribed one.
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('email_tokens').where('user_id', '=', user.id).execute();
    return user;
  });
}

export async function isSafeguardingLead(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('safeguarding_leads')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isConsentPending(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('guardian_consents')
    .select(['status', 'school_consent_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // A school's consent counts inside its programme (decision 058) until a guardian refuses.
  return row?.status === 'pending' && row.school_consent_at === null;
}
