import type { Generated } from 'kysely';

// Where someone can be reached while away from the page, as Kysely sees them: a tab open now,
// the devices that get push notifications (decision 040), and the mail waiting to reach them
// (decision 043). `schema.ts` gathers them.

/**
 * A socket open right now, so any process can tell whether someone has a tab open (then they
 * see what happens, and are not mailed about it). Rows live no longer than their process's lease.
 */
export interface OpenTabsTable {
  connection_id: string;
  user_id: string;
  process_id: string;
  opened_at: number;
}

/** One device's push subscription. */
export interface PushSubscriptionsTable {
  /** The push service's address for this device: unique, and where its pushes go. */
  endpoint: string;
  user_id: string;
  /** The device's P-256 public key and 16-byte secret, base64url: pushes are encrypted to them. */
  p256dh: string;
  auth: string;
  /** The session that made it: logging out of that session stops it. */
  session_hash: string;
  created_at: number;
}

/** Mail waiting to go, or given up on (decision 043); a sent mail's row is deleted. */
export interface MailOutboxTable {
  id: string;
  /** What the mail is (`verification`, `request.received`): what the logs name it by. */
  kind: Generated<string>;
  /** The person the mail names besides its recipient; the row goes with their account. */
  about_user_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** Extra headers as JSON (List-Unsubscribe), or null. */
  headers: string | null;
  created_at: number;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** A sender holds the row until then; another may take it after (the sender died). */
  claimed_until: number | null;
  /** When the SMTP server took it; its words are dropped then. */
  sent_at: number | null;
  gave_up_at: number | null;
  last_error: string | null;
}
