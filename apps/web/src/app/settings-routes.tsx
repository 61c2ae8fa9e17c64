import { Navigate, type RouteObject } from 'react-router';
import { RequireUser } from '../features/session/index.ts';
import { lazyWithPreload } from './lazy-with-preload.ts';
import { preloads } from './view-handle.ts';

const SettingsPage = lazyWithPreload(() => import('../features/settings/settings-page.tsx'));
const ChangePasswordPage = lazyWithPreload(
  () => import('../features/settings/change-password-page.tsx'),
);
const DeleteAccountPage = lazyWithPreload(
  () => import('../features/settings/delete-account-page.tsx'),
);
const NotificationsPage = lazyWithPreload(
  () => import('../features/settings/notifications-page.tsx'),
);
const MentoringPage = lazyWithPreload(() => import('../features/settings/mentoring-page.tsx'));
const YourDataPage = lazyWithPreload(() => import('../features/settings/your-data-page.tsx'));
const MyProgrammesPage = lazyWithPreload(
  () => import('../features/programmes/my-programmes-page.tsx'),
);
const BlockedPeoplePage = lazyWithPreload(
  () => import('../features/blocks/blocked-people-page.tsx'),
);

/** /settings and its pages, each a chunk of its own, the sidebar around them. */
export const settingsRoute: RouteObject = {
  id: 'settings',
  path: '/settings',
  handle: preloads(SettingsPage),
  element: (
    <RequireUser>
      <SettingsPage />
    </RequireUser>
  ),
  children: [
    { index: true, element: <Navigate to="/settings/password" replace /> },
    {
      id: 'settings/password',
      path: 'password',
      handle: preloads(ChangePasswordPage),
      element: <ChangePasswordPage />,
    },
    {
      id: 'settings/delete',
      path: 'delete',
      handle: preloads(DeleteAccountPage),
      element: <DeleteAccountPage />,
    },
    {
      id: 'settings/notifications',
      path: 'notifications',
      handle: preloads(NotificationsPage),
      element: <NotificationsPage />,
    },
    {
      id: 'settings/mentoring',
      path: 'mentoring',
      handle: preloads(MentoringPage),
      element: (
        <RequireUser role="mentor">
          <MentoringPage />
        </RequireUser>
      ),
    },
    {
      id: 'settings/blocked',
      path: 'blocked',
      handle: preloads(BlockedPeoplePage),
      element: <BlockedPeoplePage />,
    },
    {
      id: 'settings/programmes',
      path: 'programmes',
      handle: preloads(MyProgrammesPage),
      element: <MyProgrammesPage />,
    },
    {
      id: 'settings/data',
      path: 'data',
      handle: preloads(YourDataPage),
      element: <YourDataPage />,
    },
  ],
};
