import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  NotificationKind,
  NotificationPreferences,
} from '@mentorbridge/domain/api/notifications';
import type { Role } from '@mentorbridge/domain/constants';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import type { Database } from '../../db/schema.ts';

/** The column that holds each kind's choice. */
const columnOf = {
  requests: 'notify_requests',
  answers: 'notify_answers',
  unread: 'notify_unread',
  mentoring: 'notify_mentoring',
} as const satisfies Record<NotificationKind, string>;

/** Someone a notification mail may go to, with what the mail needs of them. */
export interface MailRecipient {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  preferences: NotificationPreferences;
  /** False for an account that cannot use the product now: unverified or suspended. */
  reachable: boolean;
  /** The language their mail and push are written in (decision 061). */
  language: Locale;
}

export async function findMailRecipient(
  db: Kysely<Database>,
  userId: string,
): Promise<MailRecipient | undefined> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'full_name',
      'role',
      'email_verified',
      'suspended_at',
      'notify_requests',
      'notify_answers',
      'notify_unread',
      'notify_mentoring',
      'language',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      email: row.email,
      fullName: row.full_name,
      role: row.role,
      preferences: {
        requests: row.notify_requests === 1,
        answers: row.notify_answers === 1,
        unread: row.notify_unread === 1,
        mentoring: row.notify_mentoring === 1,
      },
      reachable: row.email_verified === 1 && row.suspended_at === null,
      language: row.language,
    }
  );
}

/**
 * The key of the user's unsubscribe links, made with their first notification mail. Two
 * processes making it at once agree: only the first write lands, and both read it back.
 */
export async function mailTokenOf(db: Kysely<Database>, userId: string): Promise<string> {
  await db
    .updateTable('users')
    .set({ mail_token: randomBytes(24).toString('base64url') })
    .where('id', '=', userId)
    .where('mail_token', 'is', null)
    .execute();
  const row = await db
    .selectFrom('users')
    .select('mail_token')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (row.mail_token === null) throw new Error(`no mail token for user ${userId}`);
  return row.mail_token;
}

export async function savePreferences(
  db: Kysely<Database>,
  userId: string,
  preferences: NotificationPreferences,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      notify_requests: Number(preferences.requests),
      notify_answers: Number(preferences.answers),
      notify_unread: Number(preferences.unread),
      notify_mentoring: Number(preferences.mentoring),
    })
    .where('id', '=', userId)
    .execute();
}

/** Whether the link's owner gets mails of this kind; undefined when no account has the key. */
export async function findSubscriptionByToken(
  db: Kysely<Database>,
  token: string,
  kind: NotificationKind,
): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('users')
    .select(columnOf[kind])
    .where('mail_token', '=', token)
    .executeTakeFirst();
  return row && row[columnOf[kind]] === 1;
}

/** Turns one kind of mail off for the link's owner; false when no account has the key. */
export async function unsubscribeByToken(
  db: Kysely<Database>,
  token: string,
  kind: NotificationKind,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ [columnOf[kind]]: 0 })
    .where('mail_token', '=', token)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
