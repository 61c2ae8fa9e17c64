/**
 * Business constants of docs/product.md (Limits and sizes), the single source for server, web and
 * tests.
 */

/** Youngest age that may sign up at all. */
export const MINIMUM_AGE = 11;
/** Ages that always become mentees. */
export const MENTEE_AGE_RANGE = { min: 11, max: 25 } as const;
/** Ages that choose between mentor and mentee. */
export const ROLE_CHOICE_AGE_RANGE = { min: 26, max: 90 } as const;
/** Oldest age an account may hold. */
export const MAXIMUM_AGE = 90;

export const MIN_SKILLS_PER_MENTOR = 1;
export const MAX_SKILLS_PER_MENTOR = 5;

export const MIN_PASSWORD_LENGTH = 6;
/** Ours: a cap so that hashing cost stays bounded. */
export const MAX_PASSWORD_LENGTH = 128;
/** Ours: RFC 5321 limit of an address path. */
export const MAX_EMAIL_LENGTH = 254;

export const AUTH_BANNER_TIMEOUT_MS = 5_000;
export const SETTINGS_NOTICE_TIMEOUT_MS = 4_000;

export const CAPTCHA_DICE = 2;
export const CAPTCHA_DIE_FACES = 6;
/** Ours: how long an issued captcha may be answered. */
export const CAPTCHA_TTL_MS = 10 * 60_000;

/** Ours: how long a verification link works. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60_000;
/**
 * Ours: how long a session lasts at most, however much it is used, and how long it
 * survives unused. Many users are children on shared school and family computers: a session
 * left behind ends overnight, and everyone logs in again at least weekly (decision 018).
 */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
export const SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60_000;

/**
 * Ours (docs/retention.md): an account whose address was never confirmed, and an
 * 11- or 12-year-old's account whose parent or guardian never answered, are deleted after this
 * many days. Told to children on the safety page and to guardians in their mail.
 */
export const UNVERIFIED_ACCOUNT_RETENTION_DAYS = 30;
export const GUARDIAN_CONSENT_WAIT_DAYS = 30;

export const BACKEND_ONLINE_TIMEOUT_MS = 10_000;
export const TYPING_RESET_MS = 3_000;

export const DELETE_ACCOUNT_CONFIRMATION_WORD = 'REMOVE';

export const ROLES = ['mentor', 'mentee'] as const;
export type Role = (typeof ROLES)[number];

/** Ours: longest full name, so cards and greetings stay readable. */
export const MAX_FULL_NAME_LENGTH = 80;
/** Ours: largest picture file accepted for upload. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/**
 * The square sizes, in pixels, a profile picture is stored at: small for the top bar and chat,
 * large for the dashboard and the mentor cards (both twice the shown size, for sharp screens).
 */
export const PICTURE_SIZES = { small: 96, large: 480 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;

/** Ours: longest note, so one note cannot fill the database. */
export const MAX_NOTE_LENGTH = 10_000;

/** Ours: how long a password reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

/** Ours: how often the browser asks the server whether it is there. */
export const HEARTBEAT_INTERVAL_MS = 4_000;

/** How many mentees a mentor takes at once: their choice in Settings, 3 until they choose. */
export const MIN_MENTEE_CAPACITY = 1;
export const MAX_MENTEE_CAPACITY = 10;
export const DEFAULT_MENTEE_CAPACITY = 3;

/** A request no mentor answered ends after this many days, so the mentee can ask someone else. */
export const REQUEST_EXPIRY_DAYS = 14;
/** The mentor is reminded of a waiting request after these many days. */
export const REQUEST_REMINDER_DAYS = [3, 10] as const;

/** Days after an ending before the two may send each other a new request (ending-rules.ts). */
export const ASK_AGAIN_AFTER_DAYS = 14;
