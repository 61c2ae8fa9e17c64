import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { msg } from '@mentorbridge/domain/ui-text';
import { ApiError } from '../lib/api-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the request's Origin is this site: the public URL, or the host the request was sent to.
 * Without an Origin, only a request that Fetch Metadata does not mark cross-site passes, unless
 * an Origin is required (WebSockets, where browsers always send one).
 */
export function isOwnOrigin(
  request: FastifyRequest,
  publicOrigin: string,
  { requireOrigin = false } = {},
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) {
    if (requireOrigin) return false;
    // No Origin: not a browser's cross-site request unless Fetch Metadata says so.
    return request.headers['sec-fetch-site'] !== 'cross-site';
  }
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** CSRF defence: every state-changing request must come from our own pages. */
export const originCheck = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isOwnOrigin(request, publicOrigin)) {
      throw new ApiError(403, 'forbidden_origin', msg.forbiddenOrigin);
    }
  });
});
