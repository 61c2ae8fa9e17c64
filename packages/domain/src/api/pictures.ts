import { z } from 'zod';

/** Where a user's profile picture is served, at each stored size; null when they have none. */
export const userPictureSchema = z
  .object({
    /** 96 px square, for the top bar and chat. */
    small: z.string(),
    /** 480 px square, for the dashboard and mentor cards. */
    large: z.string(),
  })
  .nullable();
export type UserPicture = z.infer<typeof userPictureSchema>;

/** A stored picture's URL; the version changes with each upload, so caches never show an old one. */
function pictureUrl(userId: string, version: number, size: 'small' | 'large'): string {
  return `/api/users/${encodeURIComponent(userId)}/picture/${size}?v=${version}`;
}

/** The picture URLs of a user whose picture version is `version` (0 means no picture yet). */
export function userPicture(userId: string, version: number): UserPicture {
  if (version === 0) return null;
  return {
    small: pictureUrl(userId, version, 'small'),
    large: pictureUrl(userId, version, 'large'),
  };
}
