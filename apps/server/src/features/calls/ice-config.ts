import { createHmac } from 'node:crypto';
import type { IceConfig } from '@mentorbridge/domain/api/call-signals';
import { isMinor } from '@mentorbridge/domain/safety/age-band';
import type { AppContext } from '../../app-context.ts';
import { openCallFor } from './coordinator-calls.ts';

/**
 * How long a TURN password works: a call of an hour, and a reconnect in it, without a new one;
 * a password that leaks stops working the same afternoon. Each call asks again.
 */
export const TURN_PASSWORD_MS = 2 * 60 * 60_000;

/**
 * The TURN REST scheme coturn checks with `use-auth-secret`: the username is the expiry in Unix
 * seconds and who it is for, the password the base64 HMAC-SHA1 of the username under the shared
 * secret. The relay needs no list of users, and a password cannot outlive its expiry.
 */
export function turnPassword(secret: string, username: string): string {
  return createHmac('sha1', secret).update(username).digest('base64');
}

/**
 * The STUN and TURN servers for one member of the chat's call, or the coordinator joining it
 * (decision 060), after the check a message has (decision 059): 404 to anyone else, 409 with the reason while contact is paused. With a relay
 * set, a call with someone under 18 uses it alone, so neither side learns the other's address.
 */
export async function iceConfigFor(
  deps: Pick<AppContext, 'db' | 'clock' | 'config'>,
  userId: string,
  chatId: string,
): Promise<IceConfig> {
  const chat = await openCallFor(deps, userId, chatId);
  const { coordinatorJoins } = chat;
  const { stunUrls, turn } = deps.config.ice;
  const iceServers: IceConfig['iceServers'] = stunUrls.length > 0 ? [{ urls: stunUrls }] : [];
  if (!turn) return { iceServers, relayOnly: false, expiresAt: null, coordinatorJoins };
  const expiresAt = deps.clock.now() + TURN_PASSWORD_MS;
  const username = `${Math.floor(expiresAt / 1000)}:${userId}`;
  iceServers.push({ urls: turn.urls, username, credential: turnPassword(turn.secret, username) });
  return { iceServers, relayOnly: isMinor(chat.menteeAge), expiresAt, coordinatorJoins };
}
