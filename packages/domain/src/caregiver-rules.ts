/**
 * A caregiver who knows (decision 060): which children have one, until when their page works,
 * and which matches wait for them. Ages count up from the age given at sign-up: an account
 * holds no birthday, so a child is taken to be a year older at each anniversary of signing up.
 */

const YEAR_MS = 365.2425 * 24 * 60 * 60_000;

/** The age a child is taken to be now. */
export const ageNow = (ageAtSignUp: number, signedUpAt: number, now: number) =>
  ageAtSignUp + Math.floor(Math.max(0, now - signedUpAt) / YEAR_MS);

/** A caregiver's page works until the child turns this age. */
export const CAREGIVER_UNTIL_AGE = 16;

/** Under this age a caregiver approves each new match before its chat opens. */
export const CAREGIVER_APPROVES_UNDER = 13;

/** From this age to CAREGIVER_UNTIL_AGE, only a programme that asks wants a caregiver. */
export const PROGRAMME_ASKS_FROM = 13;

/** The weeks over which the page counts messages a week. */
export const MESSAGE_WEEKS = 4;

/** Days between the monthly summaries. */
export const SUMMARY_EVERY_DAYS = 30;

/** Whether a child of this age needs their caregiver's yes to each new match. */
export const caregiverApprovesMatches = (age: number) => age < CAREGIVER_APPROVES_UNDER;

/** Whether a child's match, once the mentor (and a coordinator) said yes, waits for the caregiver. */
export const matchWaitsForCaregiver = (
  child: { age: number; signedUpAt: number },
  caregiverDecidedAt: number | null,
  now: number,
) =>
  caregiverDecidedAt === null && caregiverApprovesMatches(ageNow(child.age, child.signedUpAt, now));
