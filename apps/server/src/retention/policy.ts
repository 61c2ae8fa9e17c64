import {
  GUARDIAN_CONSENT_WAIT_DAYS,
  SESSION_IDLE_TIMEOUT_MS,
  UNVERIFIED_ACCOUNT_RETENTION_DAYS,
} from '@mentorbridge/domain/constants';
import {
  failedLogInThrottle,
  mailThrottle,
  newAccountsPerAddressThrottle,
} from '../lib/throttle/throttle.ts';

const DAY_MS = 24 * 60 * 60_000;

/** How long each kind of data that has an end is kept; docs/retention.md says why. */
export const retentionPolicy = {
  unverifiedAccountMs: UNVERIFIED_ACCOUNT_RETENTION_DAYS * DAY_MS,
  guardianConsentWaitMs: GUARDIAN_CONSENT_WAIT_DAYS * DAY_MS,
  sessionIdleMs: SESSION_IDLE_TIMEOUT_MS,
  /** A counter is useless once the longest window it can be part of has passed. */
  attemptCounterMs: Math.max(
    ...[failedLogInThrottle, mailThrottle, newAccountsPerAddressThrottle].map((t) => t.windowMs),
  ),
  /** A chat image uploaded but never sent: the upload and its message are seconds apart. */
  unsentChatImageMs: DAY_MS,
  /** What leads did and saw, for later leads, inspections and complaints. */
  auditLogMs: 6 * 365 * DAY_MS,
  /**
   * Who was in whose suggestions: the fair-exposure cap counts today only; yesterday's stay
   * so a mentee near midnight in another time zone is not counted afresh.
   */
  suggestionShowDays: 1,
  /**
   * Whose story changed, by number (ids only): a process that keeps the story bits reads the
   * changes since the number it holds; one further behind than this reads every story again.
   */
  storyBitsChangesKept: 10_000,
  /**
   * Whom a change to a chat's standing touched (ids only): a process that keeps chats reads the
   * changes since the version it holds; one that answered no chat call for this long forgets
   * every kept chat instead (decision 053).
   */
  chatStandingChangesMs: 60 * 60_000,
} as const;

/** The sweep runs this often in every server process; each run is idempotent. */
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60_000;
