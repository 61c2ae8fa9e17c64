import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  logInBodySchema,
  okSchema,
  sessionSchema,
  signUpBodySchema,
  signUpResultSchema,
  verifyEmailBodySchema,
} from '@mentorbridge/domain/api/auth';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.ts';
import { describeUser, logIn, logOut, signUp, verifyEmail } from './service.ts';

/** Sign-up, email verification, log-in, log-out and the current session. */
export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const secureCookies = context.config.publicUrl.startsWith('https://');

  app.get(
    '/auth/session',
    {
      schema: {
        summary: 'Who is signed in (user is null when nobody is)',
        operationId: 'getSession',
        description:
          'Anyone may call it, and it answers 200 whether or not anyone is signed in. A cookie ' +
          'whose session has ended (logged out, idle or past its end) is cleared in the answer.',
        security: [],
        tags: ['auth'],
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      // A cookie whose session is gone is cleared, so the browser stops sending it.
      if (request.sessionToken && !request.sessionUser) clearSessionCookie(reply, secureCookies);
      return { user: request.sessionUser && (await describeUser(context, request.sessionUser)) };
    },
  );

  app.post(
    '/auth/sign-up',
    {
      config: {
        rateLimit: context.limits.signUp,
        validationMessage: msg.invalidSignUpFields,
        validationCode: 'invalid_sign_up',
      },
      schema: {
        summary: 'Create an account; it stays signed out until the email is verified',
        operationId: 'signUp',
        description:
          'Anyone may call it, with a captcha the form rolled; an address that already has an ' +
          'account gets the same answer and a mail instead, and this browser is signed out. ' +
          '400 `invalid_sign_up` for a field that breaks a rule, 400 `captcha_incorrect` or ' +
          '`captcha_expired` for the captcha; 429 `rate_limited` when this network address ' +
          'made too many accounts today.',
        security: [],
        tags: ['auth'],
        body: signUpBodySchema,
        response: { 201: signUpResultSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await signUp(context, request.body, { address: normalizeIP(request.ip) });
      // Signing up signs out whoever was signed in on this browser, as the product's first
      // version did.
      if (request.sessionToken) {
        await logOut(context, request.sessionUser, request.sessionToken);
        clearSessionCookie(reply, secureCookies);
      }
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: {
        rateLimit: context.limits.verifyEmail,
        validationMessage: msg.verificationLinkInvalid,
        validationCode: 'verification_link_invalid',
      },
      schema: {
        summary: 'Use the one-time token of a verification link',
        operationId: 'verifyEmail',
        description:
          'Anyone with the link may call it; after it, the account can log in. 400 ' +
          '`verification_link_invalid` when the token is unknown, used already or expired.',
        security: [],
        tags: ['auth'],
        body: verifyEmailBodySchema,
        response: { 200: okSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await verifyEmail(context, request.body.token);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/log-in',
    {
      config: {
        rateLimit: context.limits.logIn,
        validationMessage: msg.wrongCredentials,
        validationCode: 'wrong_credentials',
      },
      schema: {
        summary: 'Log in with email and password; sets the session cookie',
        operationId: 'logIn',
        description:
          'Anyone may call it; on success a session this browser had is ended and replaced. 401 ' +
          '`wrong_credentials` for an unknown email or a wrong password (400 with that code for ' +
          'a malformed body); 403 `email_not_verified` (a new link is mailed) or ' +
          '`account_suspended`; 429 `rate_limited` after too many failed tries.',
        security: [],
        tags: ['auth'],
        body: logInBodySchema,
        response: {
          200: sessionSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user, sessionToken } = await logIn(context, request.body, {
        address: normalizeIP(request.ip),
      });
      // A new session id at every log-in; the one this browser had is ended. A failed attempt
      // leaves the current session alone.
      if (request.sessionToken) await logOut(context, request.sessionUser, request.sessionToken);
      setSessionCookie(reply, sessionToken, secureCookies);
      return { user };
    },
  );

  app.post(
    '/auth/log-out',
    {
      schema: {
        summary: 'End the current session',
        operationId: 'logOut',
        description:
          'Anyone may call it; with no live session it only clears the cookie. The open sockets ' +
          'of the session close and its devices get no more push notifications. It answers 204 ' +
          'either way, with `Clear-Site-Data: "cache"`.',
        security: [],
        tags: ['auth'],
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) await logOut(context, request.sessionUser, request.sessionToken);
      clearSessionCookie(reply, secureCookies);
      // The browser empties its cache of this site, so nothing of the session (a picture it
      // kept, an answer) is left for the next person at a shared computer. Not "storage": the
      // theme and the installed app stay (decision 054).
      return reply.header('clear-site-data', '"cache"').status(204).send();
    },
  );
};
