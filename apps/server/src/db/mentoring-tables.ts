// Caring for a match (decision 060), as Kysely sees it; `schema.ts` gathers it with the rest.
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import type { Generated } from 'kysely';

/** Each ending of a match, and its reopening by a coordinator. */
export interface MatchEndingsTable {
  id: string;
  request_id: string;
  ended_at: number;
  /** 'mentor', 'mentee', 'coordinator' or 'planned_end' (nobody: the programme's end came). */
  ended_by_role: string;
  /** Who ended it; null for the planned end, or once their account is gone. */
  ended_by: string | null;
  /** One of ENDING_REASONS (the domain's ending-rules.ts). */
  reason: string;
  reopened_at: number | null;
  reopened_by: string | null;
  reopen_reason: string | null;
}

/** A member's answers to the three exit questions of an ending. */
export interface ExitAnswersTable {
  ending_id: string;
  user_id: string;
  /** 1 to 5. */
  helped: number;
  best_part: string;
  better: string;
  answered_at: number;
}

/** A member's check-in of a match, for one due day: told, answered, looked at. */
export interface CheckInsTable {
  request_id: string;
  user_id: string;
  /** `YYYY-MM-DD`. */
  due_on: string;
  notified_at: number | null;
  /** 1 to 5; null until answered. */
  rating: number | null;
  line: string | null;
  answered_at: number | null;
  /** The warning signs the line showed, comma-separated; null when none. */
  flagged_kinds: string | null;
  /** 1 until a coordinator looked at a low rating or a flagged line. */
  to_look_at: Generated<number>;
  looked_at: number | null;
  looked_by: string | null;
}

/** A child's parent or carer, and their page's link (decision 060). */
export interface CaregiversTable {
  child_id: string;
  email: string;
  /** SHA-256 of the one link that works now; each mail gives a new one. */
  token_hash: string;
  /** 'sign_up' (a child under 13) or 'programme' (13 to 15, in a programme that asks). */
  source: string;
  created_at: number;
  link_sent_at: number;
  summary_sent_at: number | null;
  /** When they agreed to one-to-one video calls; null until they do, or after they withdraw. */
  video_agreed_at: number | null;
  /**
   * The language they read their page and mail in (decision 061): the child's when they were
   * named (the guardian's, for a guardian who agreed), until they choose one on their page.
   */
  language: Generated<Locale>;
}
