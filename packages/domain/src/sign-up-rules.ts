import {
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_SKILLS_PER_MENTOR,
  MAXIMUM_AGE,
  MENTEE_AGE_RANGE,
  MIN_PASSWORD_LENGTH,
  MIN_SKILLS_PER_MENTOR,
  MINIMUM_AGE,
  ROLE_CHOICE_AGE_RANGE,
  type Role,
} from './constants.ts';
import { uiText } from './ui-text.ts';
import { isCatalogueSkill } from './skill-catalogue.ts';

/**
 * The sign-up rules of docs/product.md (Sign-up), in the order the form applies them. Each check
 * returns the message to show, or null when the input passes. The captcha check sits between the
 * basic checks and the role checks; the server and the form both call these, so the order stays
 * the same.
 */

/** What the sign-up form holds before the captcha is checked. */
export interface SignUpBasics {
  email: string;
  password: string;
  age: number;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a string looks like an email address (the mail itself proves it). */
export function isPlausibleEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && emailPattern.test(email);
}

/** Lower-cases and trims an email address, so that one address is one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Age a positive whole number, email and password present, password long enough; then age >= 11. */
export function checkSignUpBasics({ email, password, age }: SignUpBasics): string | null {
  const ageIsPositiveWholeNumber = Number.isInteger(age) && age > 0;
  if (
    !ageIsPositiveWholeNumber ||
    !isPlausibleEmail(normalizeEmail(email)) ||
    password.length < MIN_PASSWORD_LENGTH
  ) {
    return uiText.invalidSignUpFields;
  }
  if (password.length > MAX_PASSWORD_LENGTH) return uiText.passwordTooLong;
  if (age < MINIMUM_AGE) return uiText.tooYoung;
  return null;
}

/** The role an age leads to: always mentee, a free choice, or none (out of range). */
export function roleOptionsForAge(age: number): 'mentee-only' | 'choice' | 'none' {
  if (age >= MENTEE_AGE_RANGE.min && age <= MENTEE_AGE_RANGE.max) return 'mentee-only';
  if (age >= ROLE_CHOICE_AGE_RANGE.min && age <= ROLE_CHOICE_AGE_RANGE.max) return 'choice';
  return 'none';
}

/** Checks the age range alone: the step that decides whether the role choice appears. */
export function checkAgeRange(age: number): string | null {
  return roleOptionsForAge(age) === 'none' ? uiText.ageOutOfRange : null;
}

/**
 * Whether an age may be stored on an account (docs/product.md, Sign-up: checked again when the
 * account is created).
 */
export function isAccountAge(age: number): boolean {
  return Number.isInteger(age) && age >= MINIMUM_AGE && age <= MAXIMUM_AGE;
}

/** Whether adding one more skill would pass the maximum. */
export function isSkillLimitReached(selectedCount: number): boolean {
  return selectedCount >= MAX_SKILLS_PER_MENTOR;
}

/** The role and skills step, for an age that passed the range check. */
export function checkRoleAndSkills(
  age: number,
  role: Role | undefined,
  skills: readonly string[],
): string | null {
  const options = roleOptionsForAge(age);
  if (options === 'none') return uiText.ageOutOfRange;
  if (options === 'mentee-only') return null;
  if (role === undefined) return uiText.chooseRole;
  if (role === 'mentee') return null;
  if (skills.length < MIN_SKILLS_PER_MENTOR) return uiText.mentorNeedsSkill;
  if (skills.length > MAX_SKILLS_PER_MENTOR) return uiText.tooManySkills;
  if (!skills.every(isCatalogueSkill)) return uiText.unknownSkill;
  if (new Set(skills).size !== skills.length) return uiText.unknownSkill;
  return null;
}

/** The role an account gets: 11-25 are mentees whatever they asked for. */
export function resolveRole(age: number, requested: Role | undefined): Role {
  return roleOptionsForAge(age) === 'mentee-only' ? 'mentee' : (requested ?? 'mentee');
}

/** Under this age a parent or guardian must agree before mentors can be asked (COPPA). */
export const GUARDIAN_CONSENT_BELOW_AGE = 13;

/** Whether a sign-up of this age needs a parent's or guardian's consent. */
export const needsGuardianConsent = (age: number): boolean =>
  Number.isInteger(age) && age >= MINIMUM_AGE && age < GUARDIAN_CONSENT_BELOW_AGE;

/** Ours: the guardian's address of an 11- or 12-year-old, checked in the browser and server. */
export function checkGuardianEmail(
  age: number,
  email: string,
  guardianEmail: string | undefined,
): string | null {
  if (!needsGuardianConsent(age)) return null;
  const guardian = normalizeEmail(guardianEmail ?? '');
  if (!isPlausibleEmail(guardian)) return uiText.guardianEmailNeeded;
  if (guardian === normalizeEmail(email)) return uiText.guardianEmailNotOwn;
  return null;
}
