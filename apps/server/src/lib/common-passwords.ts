import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords (zxcvbn-ts's list, from leaked password sets). An account
 * of a child guarded by "123456" or "password1" is an account anyone can open, so these are
 * refused wherever a password is chosen (ASVS 5.0 6.2.4).
 */
const commonPasswords = new Set(
  dictionary['passwords-common'].map((password) => password.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
