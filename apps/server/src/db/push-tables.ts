// The devices that get push notifications (decision 040), as Kysely sees them; `schema.ts`
// gathers them with the rest.

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
