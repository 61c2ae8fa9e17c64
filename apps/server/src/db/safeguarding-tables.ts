// The tables of safeguarding (leads, held and flagged messages, the audit log, reports,
// warnings, blocks) and of a guardian's consent, as Kysely sees them; `schema.ts` gathers them
// with the rest.

import type { Locale } from '@mentorbridge/domain/i18n/locales';
import type { Generated } from 'kysely';

/** A safeguarding lead: a staff account, made by `npm run lead:create`, never by sign-up. */
export interface SafeguardingLeadsTable {
  user_id: string;
  created_at: number;
}

/** `undelivered`: kept for contact hours, and the chat could not take it when they opened. */
export type HeldStatus = 'held' | 'released' | 'removed' | 'undelivered';

/** A message kept out of a chat with a minor, for a lead to release or remove. */
export interface HeldMessagesTable {
  id: string;
  chat_id: string;
  sender_id: string;
  /** Masked by the profanity filter, as it would have been delivered. */
  text: string;
  image_key: string | null;
  client_id: string;
  /** The kinds of contact details found, comma-separated. */
  reasons: string;
  status: HeldStatus;
  created_at: number;
  decided_at: number | null;
  /**
   * Kept outside a programme's contact hours (decision 060): when it goes, by the minute round;
   * null for a message held for a lead.
   */
  deliver_at: number | null;
}

/** A delivered message whose words suggest grooming or self-harm. */
export interface SafetyFlagsTable {
  id: string;
  message_id: string;
  /** Signal kinds, comma-separated. */
  kinds: string;
  status: 'open' | 'closed';
  created_at: number;
}

/** What a lead did or looked at; rows are only ever added. */
export interface AuditLogTable {
  id: string;
  at: number;
  lead_id: string;
  /** Kept with the row so the entry still says who it was if the account goes. */
  lead_email: string;
  action: string;
  /** What it was done to: a held message, a flag, a user, a chat. */
  subject: string;
  reason: string;
  /** What the change did, each field's value before and after; null for a look or a decision. */
  changes: string | null;
}

/**
 * A report about a person; while open, contact between the two is paused. It outlives the
 * account that made it (the reporter is then null), so a reporter leaving cannot erase it.
 */
export interface ReportsTable {
  id: string;
  reporter_id: string | null;
  reported_id: string;
  chat_id: string | null;
  message_id: string | null;
  reason: string;
  details: string;
  status: 'open' | 'closed';
  outcome: string | null;
  created_at: number;
  closed_at: number | null;
  /** The reported message's words, kept here because the chat may go before the report. */
  message_text: string | null;
}

/** A warning a lead sent to a user. */
export interface WarningsTable {
  id: string;
  user_id: string;
  message: string;
  created_at: number;
}

/** A block: the two no longer see each other in the directory, requests or chat. */
export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: number;
}

/** The consent of an 11- or 12-year-old's parent or guardian. */
export interface GuardianConsentsTable {
  user_id: string;
  guardian_email: string;
  /** SHA-256 of the link's token; it stays good for withdrawing. */
  token_hash: string;
  status: 'pending' | 'given';
  created_at: number;
  decided_at: number | null;
  /**
   * The school's consent (decision 058): the programme a coordinator let the child into, who
   * and when. It counts inside that programme until the guardian refuses.
   */
  school_programme_id: Generated<string | null>;
  school_consent_by: Generated<string | null>;
  school_consent_at: Generated<number | null>;
  /** SHA-256 of the token in the guardian's mail about the school's consent. */
  school_token_hash: Generated<string | null>;
  /**
   * The language the guardian reads their page and mail in (decision 061): the child's when the
   * guardian was named, until they choose one on their page.
   */
  language: Generated<Locale>;
}
