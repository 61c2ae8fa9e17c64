// The one-row counters that triggers move, and the app's own marks, as Kysely sees them;
// `schema.ts` gathers them with the rest.

/**
 * One row: a number that triggers increase with every change to what the mentor directory
 * shows, so a stored page can tell whether it is still true (decision 028).
 */
export interface DirectoryVersionTable {
  id: number;
  /** A bigint: PostgreSQL answers it as a string. */
  version: number | string;
}

/**
 * One row: a number that triggers increase with every change to what a chat's access check
 * reads, so a chat kept in memory can tell whether it is still true (decision 035).
 */
export interface ChatStandingVersionTable {
  id: number;
  /** A bigint: PostgreSQL answers it as a string. */
  version: number | string;
}

/**
 * Whom each move of the chat standing version touched: a kept chat of theirs is forgotten, the
 * others stay (decision 053). The retention sweep keeps an hour of it.
 */
export interface ChatStandingChangesTable {
  /** A bigint: PostgreSQL answers it as a string. */
  version: number | string;
  user_id: string;
  /** When the change was made, in ms since 1970 by the database's clock. */
  changed_at: number | string;
}

/** The number of the latest change to the bits suggestions score (decision 037). */
export interface StoryBitsVersionTable {
  id: number;
  /** A bigint: PostgreSQL answers it as a string. */
  version: number | string;
}

/** Whose story bits each numbered change touched; the sweep keeps the tail (decision 037). */
export interface StoryBitsChangesTable {
  /** A bigint: PostgreSQL answers it as a string. */
  version: number | string;
  user_id: string;
}

/** The demo's one-time marks, by key. */
export interface AppMetaTable {
  key: string;
  value: string;
}
