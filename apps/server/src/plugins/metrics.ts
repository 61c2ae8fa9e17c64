import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppMetrics } from '../metrics/app-metrics.ts';

/** Same length and same bytes, in time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Counts and times every request by its route pattern (never its raw URL, which would give a
 * series per user), and serves Prometheus' text at /metrics to whoever holds METRICS_TOKEN.
 * Without a token the endpoint does not exist: request counts are nobody's business by default.
 */
export const metrics = fp(
  async (app: FastifyInstance, options: { metrics: AppMetrics; token: string | undefined }) => {
    const { httpRequests, httpDuration, registry } = options.metrics;

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const { method } = request;
      httpRequests.inc({ method, route, status: String(reply.statusCode) });
      httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
    });

    const token = options.token;
    if (token === undefined) return;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: { code: 'unauthorized', message: 'A metrics token is required.' } });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
);
