import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_TTL_MS } from '@mentorbridge/domain/constants';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../app-context.ts';
import { resolveSession } from '../features/auth/service.ts';
import { ApiError } from '../lib/api-error.ts';
import type { SessionIdentity } from '../lib/session-identity.ts';

export const SESSION_COOKIE = 'mb_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is signed in, or null. */
    sessionUser: SessionIdentity | null;
    /** The raw session token from the cookie, when one was sent. */
    sessionToken: string | null;
  }
}

/** Reads the session cookie of every API request and finds who is signed in. */
export const session = fp(async (app: FastifyInstance, { db }: Pick<AppContext, 'db'>) => {
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.sessionToken = token;
    request.sessionUser = await resolveSession({ db }, token, { touch: true });
  });
});

/** Sets the session cookie: HttpOnly so scripts never see it, Lax so other sites cannot send it. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** The signed-in user of a request; answers 401 with a clear message when nobody is. */
export function requireUser(request: FastifyRequest): SessionIdentity {
  if (!request.sessionUser) throw new ApiError(401, 'not_signed_in', msg.notSignedIn);
  return request.sessionUser;
}

/** The signed-in safeguarding lead; anyone else is refused (403), a visitor told to log in. */
export function requireLead(request: FastifyRequest): SessionIdentity {
  const user = requireUser(request);
  if (!user.isLead) throw new ApiError(403, 'forbidden', msg.leadsOnly);
  return user;
}

/**
 * A rate limit's key for signed-in actions: the person, not the address, since a class uploading
 * its pictures shares one address. The session is read before any route's limit is checked.
 */
export function perSignedInUser(request: FastifyRequest): string {
  return request.sessionUser ? `user:${request.sessionUser.id}` : request.ip;
}
