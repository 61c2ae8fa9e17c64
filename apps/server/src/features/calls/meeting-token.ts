import { SignJWT } from 'jose';

/**
 * A token lives this long: Jitsi checks it only as the person enters the meeting, and the page
 * asks for a new one each time it opens the meeting. A few minutes cover a slow start and a
 * little clock skew between us and the Jitsi; a token copied out of a page is soon worthless.
 */
export const MEETING_TOKEN_LIFETIME_S = 5 * 60;

/** Accepted this long before it was signed, for a Jitsi whose clock runs a little behind ours. */
const CLOCK_SKEW_S = 30;

/**
 * The JWT a school's own Jitsi (its token authentication, `app_id` and `app_secret`) asks of one
 * person entering one meeting: HS256, for that room only, never a moderator.
 */
export async function signMeetingToken({
  appId,
  appSecret,
  serviceOrigin,
  roomName,
  user,
  now,
}: {
  appId: string;
  appSecret: string;
  serviceOrigin: string;
  roomName: string;
  user: { id: string; name: string };
  now: number;
}): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return (
    new SignJWT({
      room: roomName,
      context: { user: { id: user.id, name: user.name, moderator: false } },
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience('jitsi')
      .setIssuer(appId)
      // Jitsi's own name for the server the token is for: its domain, without a port.
      .setSubject(new URL(serviceOrigin).hostname)
      .setIssuedAt(issuedAt)
      .setNotBefore(issuedAt - CLOCK_SKEW_S)
      .setExpirationTime(issuedAt + MEETING_TOKEN_LIFETIME_S)
      .sign(new TextEncoder().encode(appSecret))
  );
}
