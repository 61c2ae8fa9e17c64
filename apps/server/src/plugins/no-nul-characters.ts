import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { msg } from '@mentorbridge/domain/ui-text';
import { ApiError } from '../lib/api-error.ts';

/** Whether a decoded value holds a NUL character anywhere, however deep. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.entries(value).some(([key, inner]) => holdsNul(key) || holdsNul(inner));
  }
  return false;
}

/**
 * Refuses NUL characters in paths, queries and JSON bodies. No name, note or message needs one,
 * and PostgreSQL cannot store one in text: it would fail as a server error instead of a clear
 * refusal (found by the bad-input suite).
 */
export const noNulCharacters = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new ApiError(400, 'invalid_request', msg.invalidRequest);
    }
  });
});
