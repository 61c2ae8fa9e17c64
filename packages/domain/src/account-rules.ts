import {
  DELETE_ACCOUNT_CONFIRMATION_WORD,
  MAX_FULL_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './constants.ts';
import { messages } from './messages.ts';

/**
 * The rules of a user's own space (spec section 5): full name, notes, password change and account
 * deletion. Each check returns the message to show, or null when the input passes; the forms and
 * the server call the same functions, so both give the same answer in the same order.
 */

/** A full name as it is saved: trimmed. */
export function normalizeFullName(fullName: string): string {
  return fullName.trim();
}

export function checkFullName(fullName: string): string | null {
  const name = normalizeFullName(fullName);
  if (name === '') return messages.fullNameEmpty;
  if (name.length > MAX_FULL_NAME_LENGTH) return messages.fullNameTooLong;
  return null;
}

/** Whether a new note has anything in it; an empty or blank one is ignored, as the spec says. */
export function isBlankNote(content: string): boolean {
  return content.trim() === '';
}

export function checkNoteLength(content: string): string | null {
  return content.length > MAX_NOTE_LENGTH ? messages.noteTooLong : null;
}

/** A new password's own rules, worded for the "Error: {message}" of the settings page. */
function newPasswordProblem(newPassword: string): string | null {
  if (newPassword.length < MIN_PASSWORD_LENGTH) return messages.newPasswordTooShort;
  if (newPassword.length > MAX_PASSWORD_LENGTH) return messages.passwordTooLong;
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
    return messages.allFieldsRequired;
  }
  if (change.newPassword !== change.confirmPassword) return messages.newPasswordsDontMatch;
  const problem = newPasswordProblem(change.newPassword);
  return problem && messages.settingsError(problem);
}

/** A password chosen through a reset link: both fields, matching, long enough. */
export function checkPasswordReset(newPassword: string, confirmPassword: string): string | null {
  if (!newPassword || !confirmPassword) return messages.allFieldsRequired;
  if (newPassword !== confirmPassword) return messages.newPasswordsDontMatch;
  return newPasswordProblem(newPassword);
}

export interface AccountDeletion {
  password: string;
  /** Must be the word REMOVE, exactly. */
  confirmation: string;
}

/** Password present, then REMOVE typed exactly; the password is re-verified by the server after. */
export function checkAccountDeletion({ password, confirmation }: AccountDeletion): string | null {
  if (!password) return messages.enterPasswordToDelete;
  if (confirmation !== DELETE_ACCOUNT_CONFIRMATION_WORD) return messages.typeRemoveToConfirm;
  return null;
}
