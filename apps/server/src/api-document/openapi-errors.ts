import type { FastifySchema, RouteOptions } from 'fastify';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error answers every operation of its shape can give, whatever its handler does, so the
 * document declares each one (decision 046):
 * - 400 `invalid_request`: every operation, as a path or query holding a NUL character is
 *   refused before any handler (plugins/no-nul-characters.ts), and one whose input is checked refuses
 *   input that fails the check;
 * - 401 `not_signed_in`: it needs a session (its schema does not say `security: []`);
 * - 403 `forbidden_origin`: it changes something, so a page of another site is refused;
 * - 413 `payload_too_large`: it takes a body;
 * - 429 `rate_limited`: it has a limit by address.
 * A route declares its own (404, 409, a 403 of a rule) beside them.
 */
export function errorsOfShape(schema: FastifySchema, route: RouteOptions): number[] {
  const methods = [route.method].flat();
  const config = route.config as { rateLimit?: unknown } | undefined;
  const statuses = [400];
  if (!isPublic(schema)) statuses.push(401);
  if (methods.some((method) => STATE_CHANGING.has(method))) statuses.push(403);
  if (schema.body) statuses.push(413);
  if (config?.rateLimit) statuses.push(429);
  return statuses;
}

/** An operation anyone may call: its schema removes the session requirement. */
export function isPublic(schema: FastifySchema): boolean {
  const security = (schema as { security?: unknown[] }).security;
  return Array.isArray(security) && security.length === 0;
}

/** The schema with the errors of its shape added to those it declares. */
export function withErrorsOfShape(schema: FastifySchema, route: RouteOptions): FastifySchema {
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  const added = Object.fromEntries(
    errorsOfShape(schema, route)
      .filter((status) => !(String(status) in declared))
      .map((status) => [status, errorBodySchema]),
  );
  return { ...schema, response: { ...declared, ...added } };
}
