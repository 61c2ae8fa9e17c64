import {
  DELETE_ACCOUNT_CONFIRMATION_WORD,
  MAX_FULL_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './constants.ts';
import { uiText } from './ui-text.ts';

/**
 * The rules of a user's own space (docs/product.md: Dashboards and profile, Notes, Settings): full
 * name, notes, password change and account deletion. Each check returns the message to show, or
 * null when the input passes; the forms and the server call the same functions, so both give the
 * same answer in the same order.
 */

/** A full name as it is saved: trimmed. */
export function normalizeFullName(fullName: string): string {
  return fullName.trim();
}

export function checkFullName(fullName: string): string | null {
  const name = normalizeFullName(fullName);
  if (name === '') return uiText.fullNameEmpty;
  if (name.length > MAX_FULL_NAME_LENGTH) return uiText.fullNameTooLong;
  return null;
}

/**
 * Whether a new note has anything in it; an empty or blank one is ignored (docs/product.md, Notes).
 */
export function isBlankNote(content: string): boolean {
  return content.trim() === '';
}

export function checkNoteLength(content: string): string | null {
  return content.length > MAX_NOTE_LENGTH ? uiText.noteTooLong : null;
}

/** A new password's own rules, worded for the "Error: {message}" of the settings page. */
function newPasswordProblem(newPassword: string): string | null {
  if (newPassword.length < MIN_PASSWORD_LENGTH) return uiText.newPasswordTooShort;
  if (newPassword.length > MAX_PASSWORD_LENGTH) return uiText.passwordTooLong;
  return null;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * All three fields, then the two new ones matching, then the new password's length. The current
 * password is re-verified by the server after these pass.
 */
export function checkPasswordChange(change: PasswordChange): string | null {
  if (!change.currentPassword || !change.newPassword || !change.confirmPassword) {
    return uiText.allFieldsRequired;
  }
  if (change.newPassword !== change.confirmPassword) return uiText.newPasswordsDontMatch;
  const problem = newPasswordProblem(change.newPassword);
  return problem && uiText.settingsError({ message: problem });
}

/** A password chosen through a reset link: both fields, matching, long enough. */
export function checkPasswordReset(newPassword: string, confirmPassword: string): string | null {
  if (!newPassword || !confirmPassword) return uiText.allFieldsRequired;
  if (newPassword !== confirmPassword) return uiText.newPasswordsDontMatch;
  return newPasswordProblem(newPassword);
}

export interface AccountDeletion {
  password: string;
  /** Must be the word REMOVE, exactly. */
  confirmation: string;
}

/** Password present, then REMOVE typed exactly; the password is re-verified by the server after. */
export function checkAccountDeletion({ password, confirmation }: AccountDeletion): string | null {
  if (!password) return uiText.enterPasswordToDelete;
  if (confirmation !== DELETE_ACCOUNT_CONFIRMATION_WORD) return uiText.typeRemoveToConfirm;
  return null;
}
