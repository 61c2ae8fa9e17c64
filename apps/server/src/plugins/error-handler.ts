import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@mentorbridge/domain/api/errors';
import type { Msg } from '@mentorbridge/domain/i18n/catalogue';
import { msg } from '@mentorbridge/domain/ui-text';
import { sentMsg, writeIn } from '../i18n/languages.ts';
import { ApiError } from '../lib/api-error.ts';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The sentence a schema failure on this route answers with, when docs/product.md gives one. */
    validationMessage?: Msg;
    /** The code that goes with validationMessage. */
    validationCode?: ErrorCode;
    /** The sentence for a body over the route's size limit (uploads). */
    payloadTooLargeMessage?: Msg;
  }
}

/** An error's body: its code, its English, and its message for the reader's browser to write. */
const body = (code: ErrorCode, sentence: Msg | string): ErrorBody =>
  typeof sentence === 'string'
    ? { error: { code, message: sentence } }
    : { error: { code, message: writeIn('en', sentence), text: sentMsg(sentence) } };

/** One shape for every error; client errors say what was wrong, server errors never leak details. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({ error: error.body });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { validationMessage, validationCode } = request.routeOptions.config;
      return reply
        .status(400)
        .send(body(validationCode ?? 'invalid_request', validationMessage ?? msg.invalidRequest));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body('rate_limited', msg.tooManyRequests));
    if (status === 413) {
      const sentence = request.routeOptions.config.payloadTooLargeMessage ?? error.message;
      return reply.status(413).send(body('payload_too_large', sentence));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type): their text is safe.
      return reply.status(status).send(body('invalid_request', error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(body('unavailable', msg.unavailable));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('server_error', msg.serverError));
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send(body('not_found', msg.notFound)),
  );
});
