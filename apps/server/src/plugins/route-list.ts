import type { FastifyInstance, FastifySchema } from 'fastify';

/** One HTTP route: its method, its URL pattern and its request schemas, as registered. */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves (HEAD aside), so checks can cover each one. */
    routeList: readonly RouteEntry[];
  }
}

/**
 * Records every route as it is added. Called on the root instance before any route, so the
 * authorization matrix and the bad-input suite read the app's own list and a new endpoint cannot
 * slip past them.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
    }
  });
}
