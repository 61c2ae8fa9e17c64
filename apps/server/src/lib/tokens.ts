import { createHash, randomBytes } from 'node:crypto';

/** A fresh unguessable token for a cookie or a link, and the hash under which it is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Tokens are stored hashed, so a leaked database holds no usable session or link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
