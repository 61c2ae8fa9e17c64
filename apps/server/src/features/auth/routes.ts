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
import { uiText } from '@mentorbridge/domain/ui-text';
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
        validationMessage: uiText.invalidSignUpFields,
        validationCode: 'invalid_sign_up',
      },
      schema: {
        summary: 'Create an account; it stays signed out until the email is verified',
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
        validationMessage: uiText.verificationLinkInvalid,
        validationCode: 'verification_link_invalid',
      },
      schema: {
        summary: 'Use the one-time token of a verification link',
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
        validationMessage: uiText.wrongCredentials,
        validationCode: 'wrong_credentials',
      },
      schema: {
        summary: 'Log in with email and password; sets the session cookie',
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
        tags: ['auth'],
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) await logOut(context, request.sessionUser, request.sessionToken);
      clearSessionCookie(reply, secureCookies);
      return reply.status(204).send();
    },
  );
};
