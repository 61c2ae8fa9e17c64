/**
 * Every route of the router, by its view id (docs/product.md, Views and their URLs), with its
 * full path. The router's own list, kept equal to router.tsx by route-table.test.ts, so that the
 * accessibility sweep (e2e/tests/axe-sweep.spec.ts) can read it without loading React: a route
 * added to the router without a sweep entry fails the sweep.
 */
export const routeTable = [
  { id: 'home1', path: '/' },
  { id: 'home2', path: '/join' },
  { id: 'verify-email', path: '/verify-email' },
  { id: 'reset-password', path: '/reset-password' },
  { id: 'guardian', path: '/guardian' },
  { id: 'caregiver', path: '/caregiver' },
  { id: 'unsubscribe', path: '/unsubscribe' },
  { id: 'safety', path: '/safety' },
  { id: 'privacy', path: '/privacy' },
  { id: 'notes', path: '/notes' },
  { id: 'mentor1', path: '/mentor' },
  { id: 'mentee1', path: '/mentee' },
  { id: 'chat1', path: '/chat/:chatId?' },
  { id: 'search1', path: '/mentors' },
  { id: 'mentor-profile', path: '/mentors/:mentorId' },
  { id: 'mentorconnections', path: '/connections/mentor' },
  { id: 'menteeconnections', path: '/connections/mentee' },
  { id: 'call', path: '/call' },
  { id: 'profile', path: '/profile' },
  { id: 'settings', path: '/settings' },
  { id: 'settings/password', path: '/settings/password' },
  { id: 'settings/delete', path: '/settings/delete' },
  { id: 'settings/notifications', path: '/settings/notifications' },
  { id: 'settings/mentoring', path: '/settings/mentoring' },
  { id: 'settings/blocked', path: '/settings/blocked' },
  { id: 'settings/programmes', path: '/settings/programmes' },
  { id: 'settings/data', path: '/settings/data' },
  { id: 'programmes', path: '/programmes' },
  { id: 'pair-call', path: '/programmes/:programmeId/pairs/:requestId/call' },
  { id: 'safeguarding', path: '/safeguarding' },
  { id: 'not-found', path: '*' },
] as const;

export type RouteId = (typeof routeTable)[number]['id'];
