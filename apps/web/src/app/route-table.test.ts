import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routeTable } from './route-table.ts';
import { appRoutes } from './router.tsx';

// Read as data only: the service worker's registration (which only Vite's build provides) and
// the query client (which reads the browser's network state as it loads) are never called.
vi.mock('virtual:pwa-register', () => ({ registerSW: () => () => Promise.resolve() }));
vi.mock('./query-client.ts', () => ({ queryClient: {} }));

/** Each route with a path, as its id and its full path from the root. */
function flatten(routes: RouteObject[], parent = ''): { id: string; path: string }[] {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined
        ? parent
        : route.path.startsWith('/') || route.path === '*'
          ? route.path
          : `${parent}/${route.path}`;
    const own = route.path === undefined ? [] : [{ id: route.id ?? `(no id) ${path}`, path }];
    return [...own, ...flatten(route.children ?? [], path)];
  });
}

describe('the route table', () => {
  it('lists every route of the router, by id and full path, and nothing else', () => {
    // A route missing here is one the accessibility sweep cannot see: add it to route-table.ts
    // and give it an entry in e2e/sweep/entries.ts.
    expect(flatten(appRoutes)).toEqual(routeTable);
  });
});
