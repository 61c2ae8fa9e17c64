import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../app-context.ts';
import { pingDatabase } from '../db/ping.ts';

/** A part that answers slower than this counts as down: the balancer must not wait on it. */
const CHECK_TIMEOUT_MS = 2_000;

type Check = () => Promise<unknown>;

function withinTimeout(check: Check): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  const outcome = check().then(
    () => true,
    () => false,
  );
  return Promise.race([outcome, timeout]).finally(() => clearTimeout(timer));
}

/**
 * /healthz: the process is alive and answering. /readyz: it can serve, because the database,
 * Redis (when configured) and the file store all answer, and it is not stopping. A balancer or
 * orchestrator sends traffic by the second and restarts by the first. Neither says more than
 * "ok" or "down" per part, so they are safe to leave reachable.
 */
export const health = fp(async (app: FastifyInstance, context: AppContext) => {
  const checks: Record<string, Check> = {
    database: () => pingDatabase(context.db),
    storage: () => context.files.check(),
  };
  const redis = context.redis;
  if (redis) {
    // A connection still reconnecting would queue the ping: not ready is the honest answer.
    checks.redis = async () => {
      if (redis.status !== 'ready') throw new Error(`redis is ${redis.status}`);
      await redis.ping();
    };
  }

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const results = await Promise.all(
      Object.entries(checks).map(
        async ([name, check]) => [name, await withinTimeout(check)] as const,
      ),
    );
    const parts = Object.fromEntries(results.map(([name, ok]) => [name, ok ? 'ok' : 'down']));
    const stopping = context.lifecycle.stopping;
    const ready = !stopping && results.every(([, ok]) => ok);
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : stopping ? 'stopping' : 'not ready', parts });
  });
});
