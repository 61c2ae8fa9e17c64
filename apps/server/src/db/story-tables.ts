// The tables of mentors' stories, mentees' answers and suggestions (decision 036), as Kysely
// sees them; `schema.ts` gathers them with the rest.
import type { Generated } from 'kysely';

/**
 * A mentor's story (decision 036), one row once they first save it. Each list is also kept as
 * one number with a bit per catalogue entry (the domain's `bit`s), so suggestions score every
 * mentor in one scan. A bigint: PostgreSQL answers it as a string.
 */
export interface MentorProfilesTable {
  /** What the full-text index points at (SQLite's rowid; an identity on PostgreSQL). */
  search_id: Generated<number>;
  user_id: string;
  headline: string;
  about: string;
  /** Every experience, shown or not: used to score, never to name. */
  experience_mask: number | string;
  /** The shown ones only: what may make a mentor a candidate at all. */
  shown_experience_mask: number | string;
  goal_mask: number | string;
  language_mask: number | string;
  /** The skill categories of the mentor's skills. */
  category_mask: number | string;
  /** Headline, about, and the shown experiences with their notes: what search finds. */
  search_text: string;
  updated_at: number;
}

export interface MentorExperiencesTable {
  user_id: string;
  /** An id of the domain's experience catalogue. */
  experience: string;
  note: string;
  /** 1: on the profile; 0: for suggestions only, never named to anyone. */
  shown: number;
  /** Its place in the mentor's list. */
  position: number;
}

export interface MentorGoalsTable {
  user_id: string;
  goal: string;
}

export interface MentorLanguagesTable {
  user_id: string;
  language: string;
}

/** A mentee's private answers under "Find my mentor"; each a JSON list of catalogue ids. */
export interface MenteeAnswersTable {
  user_id: string;
  goals: string;
  experiences: string;
  languages: string;
  updated_at: number;
}

/** Who was in whose suggestion list on a day: the fair-exposure cap counts these. */
export interface SuggestionShowsTable {
  /** Whole UTC days since the epoch. */
  day: number;
  mentee_id: string;
  mentor_id: string;
}

/** How long a mentor took to answer a request; "Usually replies within …" is their median. */
export interface ReplyTimesTable {
  mentor_id: string;
  answered_at: number;
  waited_ms: number | string;
}
