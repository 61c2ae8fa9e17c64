import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '@mentorbridge/domain/api/auth';
import { SESSION_TTL_MS } from '@mentorbridge/domain/constants';
import { messages } from '@mentorbridge/domain/messages';
import type { AppContext } from '../app-context.ts';
import { resolveSession } from '../features/auth/service.ts';
import { ApiError } from '../lib/api-error.ts';

export const SESSION_COOKIE = 'mb_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    sessionUser: SessionUser | null;
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
    request.sessionUser = await resolveSession({ db }, token);
  });
});

/** The signed-in user, or a 401 for the client to show. */
export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new ApiError(401, 'not_signed_in', messages.notSignedIn);
  return user;
}

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
