/**
 * A programme's joining codes (decision 058): 8 characters a teacher can read aloud to a class
 * and a pupil can type on a phone, with none of the look-alikes (0 and O, 1, I and L).
 */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;
/** Room for a year group several times over; a coordinator sets fewer. */
export const MAX_CODE_USES = 500;
/** Wrong codes an account may type in an hour: a code is not a password to guess. */
export const WRONG_CODES_PER_HOUR = 10;
/** Pupils this young always wait for a coordinator, whatever the code says. */
export const ALWAYS_APPROVED_UNDER = 13;

export type CodeRole = 'pupil' | 'mentor';

/** A code as typed ("k7m2 q9xp", "K7M2-Q9XP"), as it is kept: upper case, nothing between. */
export const normalizeCode = (typed: string) => typed.toUpperCase().replace(/[\s-]+/g, '');

/** Whether a typed code could be one at all, before anything is looked up. */
export function isCodeShape(code: string): boolean {
  return code.length === CODE_LENGTH && [...code].every((letter) => CODE_ALPHABET.includes(letter));
}

/** "K7M2 Q9XP": two groups of four, read aloud more easily. */
export const spacedCode = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;
