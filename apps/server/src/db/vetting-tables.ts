// The safeguarding records of mentors (decision 038), as Kysely sees them; `schema.ts` gathers
// them with the rest.

/** A mentor's safeguarding record: what a lead attests, days as `YYYY-MM-DD`. */
export interface MentorVettingTable {
  user_id: string;
  check_kind: string | null;
  check_reference: string | null;
  issued_on: string | null;
  seen_on: string | null;
  expires_on: string | null;
  references_received: number;
  references_on: string | null;
  interviewed_on: string | null;
  trained_on: string | null;
  suspended_at: number | null;
  suspended_reason: string | null;
  /** The first day the mentor no longer reaches anyone under 18; null: they do not now. */
  reaches_children_until: string | null;
  /** Who made the last change: a lead's address, the mentor, or the server's operator. */
  recorded_by: string;
  updated_at: number;
}

/** An expiry notice sent: one per mentor, kind and expiry day. */
export interface VettingNoticesTable {
  user_id: string;
  /** 'soon' (30 days before) or 'today'. */
  kind: string;
  expires_on: string;
  sent_at: number;
}
