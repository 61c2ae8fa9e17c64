// Where someone can be reached while away from the page, as Kysely sees them: a tab open now,
// and the devices that get push notifications (decision 040). `schema.ts` gathers them.

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
