import argon2 from 'argon2';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane.
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password);
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account, so the answer's timing does
 * not tell whether an email is registered.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  await argon2.verify(await decoyHash, password);
  return false;
}
