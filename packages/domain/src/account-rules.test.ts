import { describe, expect, it } from 'vitest';
import {
  checkAccountDeletion,
  checkFullName,
  checkNoteLength,
  checkPasswordChange,
  checkPasswordReset,
  isBlankNote,
  normalizeFullName,
} from './account-rules.ts';

describe('full name', () => {
  it("refuses a name that is empty after trimming with 'Full name cannot be empty'", () => {
    expect(checkFullName('   ')).toBe('Full name cannot be empty');
    expect(checkFullName('')).toBe('Full name cannot be empty');
  });

  it('saves the name trimmed', () => {
    expect(checkFullName('  Ada Lovelace ')).toBeNull();
    expect(normalizeFullName('  Ada Lovelace ')).toBe('Ada Lovelace');
  });

  it('refuses a name longer than 80 characters', () => {
    expect(checkFullName('a'.repeat(81))).toBe('Your full name must be at most 80 characters.');
    expect(checkFullName('a'.repeat(80))).toBeNull();
  });
});

describe('notes', () => {
  it('treats empty and whitespace-only notes as blank', () => {
    expect(isBlankNote('')).toBe(true);
    expect(isBlankNote(' \n\t')).toBe(true);
    expect(isBlankNote(' x ')).toBe(false);
  });

  it('refuses a note over 10,000 characters', () => {
    expect(checkNoteLength('a'.repeat(10_001))).toBe(
      'A note can be at most 10,000 characters long.',
    );
    expect(checkNoteLength('a'.repeat(10_000))).toBeNull();
  });
});

describe('password change', () => {
  const change = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: '' };

  it("needs all three fields: 'All fields are required.'", () => {
    expect(checkPasswordChange(change)).toBe('All fields are required.');
    expect(checkPasswordChange({ ...change, currentPassword: '', confirmPassword: 'x' })).toBe(
      'All fields are required.',
    );
  });

  it("needs the new password twice: 'New passwords don't match.'", () => {
    expect(checkPasswordChange({ ...change, confirmPassword: 'new-secreT' })).toBe(
      "New passwords don't match.",
    );
  });

  it("words a short new password as 'Error: {message}'", () => {
    expect(
      checkPasswordChange({
        currentPassword: 'old-secret',
        newPassword: 'abc',
        confirmPassword: 'abc',
      }),
    ).toBe('Error: The new password must be at least 6 characters.');
  });

  it('passes a complete, matching change', () => {
    expect(checkPasswordChange({ ...change, confirmPassword: 'new-secret' })).toBeNull();
  });

  it('applies the same rules to a reset, without the current password', () => {
    expect(checkPasswordReset('', '')).toBe('All fields are required.');
    expect(checkPasswordReset('abcdef', 'abcdeg')).toBe("New passwords don't match.");
    expect(checkPasswordReset('abc', 'abc')).toBe(
      'The new password must be at least 6 characters.',
    );
    expect(checkPasswordReset('abcdef', 'abcdef')).toBeNull();
  });
});

describe('account deletion', () => {
  it("needs the password first: 'Please log in and enter password.'", () => {
    expect(checkAccountDeletion({ password: '', confirmation: 'REMOVE' })).toBe(
      'Please log in and enter password.',
    );
  });

  it("needs REMOVE typed exactly: 'You must type 'REMOVE' to confirm.'", () => {
    for (const confirmation of ['remove', 'REMOVE ', 'Remove', '']) {
      expect(checkAccountDeletion({ password: 'secret', confirmation })).toBe(
        "You must type 'REMOVE' to confirm.",
      );
    }
    expect(checkAccountDeletion({ password: 'secret', confirmation: 'REMOVE' })).toBeNull();
  });
});
