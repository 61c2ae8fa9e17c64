import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { MailOutboxTable } from '../db/reach-tables.ts';
import type { Database } from '../db/schema.ts';
import type { Mail } from './mailer.ts';

export type OutboxRow = Selectable<MailOutboxTable>;

/**
 * Writes a mail to the outbox with whatever holds the event's transaction; answers its id. It is
 * due to every sender at `dueAt`; before that it is its writer's, tried by its id.
 */
export async function insertOutboxMail(
  db: Kysely<Database>,
  mail: Mail,
  { now, dueAt }: { now: number; dueAt: number },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      kind: mail.kind,
      about_user_id: mail.aboutUserId ?? null,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      created_at: now,
      next_attempt_at: dueAt,
    })
    .execute();
  return id;
}

/**
 * Claims mails that are due and held by no sender (or by one whose hold ran out: it died), until
 * `until`, and answers them. One UPDATE claims: of two processes claiming the same row at once,
 * PostgreSQL lets the second see the first's claim and skip it, and SQLite runs one at a time,
 * so one caller wins each mail. `id` narrows it to one mail: its writer's first try, at once
 * after the event, whenever it is due to the others.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  { now, until, limit, id }: { now: number; until: number; limit: number; id?: string },
): Promise<OutboxRow[]> {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ claimed_until: until, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', dueQuery(db, now, limit, id))
    .where('sent_at', 'is', null)
    .where('gave_up_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .returningAll()
    .execute();
}

function dueQuery(db: Kysely<Database>, now: number, limit: number, id: string | undefined) {
  const unfinished = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('gave_up_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]));
  if (id) return unfinished.where('id', '=', id);
  return unfinished.where('next_attempt_at', '<=', now).orderBy('created_at').limit(limit);
}

/**
 * A sent mail is marked sent and keeps only its id, kind and times: no words or headers (a mail
 * can hold a one-time link or an unsubscribe token, which the database otherwise keeps only as a
 * hash), nor its address and subject (a subject can name a child; docs/retention.md).
 */
export async function markMailSent(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      sent_at: now,
      claimed_until: null,
      to_address: '',
      subject: '',
      text_body: '',
      html_body: '',
      headers: null,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * A failed send waits until `retryAt`, or, past the time allowed, is given up: it keeps its
 * address and last error, for whoever looks into it by the id the log names, and drops its
 * words, headers and subject.
 */
export async function markMailFailed(
  db: Kysely<Database>,
  id: string,
  { error, retryAt, giveUpAt }: { error: string; retryAt: number; giveUpAt: number | null },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set(
      giveUpAt === null
        ? { claimed_until: null, next_attempt_at: retryAt, last_error: error }
        : {
            claimed_until: null,
            gave_up_at: giveUpAt,
            last_error: error,
            subject: '',
            text_body: '',
            html_body: '',
            headers: null,
          },
    )
    .where('id', '=', id)
    .execute();
}

/** Removes the rows of mails sent or given up on before `before`. */
export async function pruneOutbox(db: Kysely<Database>, before: number): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where((eb) => eb.or([eb('sent_at', '<', before), eb('gave_up_at', '<', before)]))
    .execute();
}
