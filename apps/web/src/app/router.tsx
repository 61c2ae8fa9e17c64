import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { prefetchChat } from '../features/chat/index.ts';
import { mentorProfileQuery } from '../features/mentors/index.ts';
import { RequireUser } from '../features/session/index.ts';
import { AppLayout } from './app-layout.tsx';
import { settingsRoute } from './settings-routes.tsx';
import { lazyWithPreload } from './lazy-with-preload.ts';
import { queryClient } from './query-client.ts';
import { preloads, type ViewHandle } from './view-handle.ts';
import { RouteError } from './route-error.tsx';

// Everything beyond the landing page is its own chunk, loaded when first visited.
const JoinPage = lazyWithPreload(() => import('../features/auth/join-page.tsx'));
const VerifyEmailPage = lazyWithPreload(() => import('../features/auth/verify-email-page.tsx'));
const ResetPasswordPage = lazyWithPreload(() => import('../features/auth/reset-password-page.tsx'));
const DashboardPage = lazyWithPreload(() => import('../features/profile/dashboard-page.tsx'));
const NotesPage = lazyWithPreload(() => import('../features/notes/notes-page.tsx'));
const MentorsPage = lazyWithPreload(() => import('../features/mentors/mentors-page.tsx'));
const MentorProfilePage = lazyWithPreload(
  () => import('../features/mentors/mentor-profile-page.tsx'),
);
const ChatPage = lazyWithPreload(() => import('../features/chat/chat-page.tsx'));
const MentorConnectionsPage = lazyWithPreload(
  () => import('../features/connections/mentor-connections-page.tsx'),
);
const MenteeConnectionsPage = lazyWithPreload(
  () => import('../features/connections/mentee-connections-page.tsx'),
);
const ProgrammesPage = lazyWithPreload(() => import('../features/programmes/programmes-page.tsx'));
const SafeguardingPage = lazyWithPreload(
  () => import('../features/safeguarding/safeguarding-page.tsx'),
);
const SafetyRulesPage = lazyWithPreload(() => import('../features/safety/safety-rules-page.tsx'));
const PrivacyPage = lazyWithPreload(() => import('../features/privacy/privacy-page.tsx'));
const GuardianPage = lazyWithPreload(() => import('../features/guardian/guardian-page.tsx'));
const CaregiverPage = lazyWithPreload(() => import('../features/caregivers/caregiver-page.tsx'));
const NotFoundPage = lazyWithPreload(() => import('./not-found-page.tsx'));
const CallPage = lazyWithPreload(() => import('../features/calls/call-page.tsx'));
const PairCallPage = lazyWithPreload(() => import('../features/calls/pair-call-page.tsx'));
const UnsubscribePage = lazyWithPreload(() => import('../features/settings/unsubscribe-page.tsx'));

/**
 * One URL per view (docs/product.md, Views and their URLs; decision 005). The product's view ids
 * are kept as route ids so the code and docs/product.md speak the same language. Each route is
 * also in route-table.ts, which the accessibility sweep reads.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { id: 'home1', path: '/', element: <LandingPage /> },
      { id: 'home2', path: '/join', handle: preloads(JoinPage), element: <JoinPage /> },
      {
        id: 'verify-email',
        path: '/verify-email',
        handle: preloads(VerifyEmailPage),
        element: <VerifyEmailPage />,
      },
      {
        id: 'reset-password',
        path: '/reset-password',
        handle: preloads(ResetPasswordPage),
        element: <ResetPasswordPage />,
      },
      {
        id: 'guardian',
        path: '/guardian',
        handle: preloads(GuardianPage),
        element: <GuardianPage />,
      },
      {
        id: 'caregiver',
        path: '/caregiver',
        handle: preloads(CaregiverPage),
        element: <CaregiverPage />,
      },
      {
        id: 'unsubscribe',
        path: '/unsubscribe',
        handle: preloads(UnsubscribePage),
        element: <UnsubscribePage />,
      },
      {
        id: 'safety',
        path: '/safety',
        handle: preloads(SafetyRulesPage),
        element: <SafetyRulesPage />,
      },
      {
        id: 'privacy',
        path: '/privacy',
        handle: preloads(PrivacyPage),
        element: <PrivacyPage />,
      },
      {
        id: 'notes',
        path: '/notes',
        handle: preloads(NotesPage),
        element: (
          <RequireUser>
            <NotesPage />
          </RequireUser>
        ),
      },
      {
        id: 'mentor1',
        path: '/mentor',
        handle: preloads(DashboardPage),
        element: (
          <RequireUser role="mentor">
            <DashboardPage />
          </RequireUser>
        ),
      },
      {
        id: 'mentee1',
        path: '/mentee',
        handle: preloads(DashboardPage),
        element: (
          <RequireUser role="mentee" signedOutMessage="logInToManageProfile">
            <DashboardPage />
          </RequireUser>
        ),
      },
      {
        id: 'chat1',
        path: '/chat/:chatId?',
        handle: {
          preload: ChatPage.preload,
          startReads: ({ chatId }) => prefetchChat(queryClient, chatId),
        } satisfies ViewHandle,
        element: (
          <RequireUser>
            <ChatPage />
          </RequireUser>
        ),
      },
      {
        id: 'search1',
        path: '/mentors',
        handle: preloads(MentorsPage),
        element: (
          <RequireUser>
            <MentorsPage />
          </RequireUser>
        ),
      },
      {
        id: 'mentor-profile',
        path: '/mentors/:mentorId',
        handle: {
          preload: MentorProfilePage.preload,
          startReads: ({ mentorId }) => {
            // No retry: a read that fails here (signed out, not found) is the view's to show.
            if (mentorId) {
              void queryClient.prefetchQuery({ ...mentorProfileQuery(mentorId), retry: false });
            }
          },
        } satisfies ViewHandle,
        element: (
          <RequireUser>
            <MentorProfilePage />
          </RequireUser>
        ),
      },
      {
        id: 'mentorconnections',
        path: '/connections/mentor',
        handle: preloads(MentorConnectionsPage),
        element: (
          <RequireUser role="mentor" signedOutMessage="logInToViewMenteeConnections">
            <MentorConnectionsPage />
          </RequireUser>
        ),
      },
      {
        id: 'menteeconnections',
        path: '/connections/mentee',
        handle: preloads(MenteeConnectionsPage),
        element: (
          <RequireUser role="mentee" signedOutMessage="logInToSeeConnections">
            <MenteeConnectionsPage />
          </RequireUser>
        ),
      },
      {
        id: 'call',
        path: '/call',
        handle: preloads(CallPage),
        element: (
          <RequireUser>
            <CallPage />
          </RequireUser>
        ),
      },
      {
        id: 'profile',
        path: '/profile',
        handle: preloads(DashboardPage),
        element: (
          <RequireUser>
            <DashboardPage />
          </RequireUser>
        ),
      },
      settingsRoute,
      {
        id: 'programmes',
        path: '/programmes',
        handle: preloads(ProgrammesPage),
        element: (
          <RequireUser>
            <ProgrammesPage />
          </RequireUser>
        ),
      },
      {
        id: 'pair-call',
        path: '/programmes/:programmeId/pairs/:requestId/call',
        handle: preloads(PairCallPage),
        element: (
          <RequireUser>
            <PairCallPage />
          </RequireUser>
        ),
      },
      {
        id: 'safeguarding',
        path: '/safeguarding',
        handle: preloads(SafeguardingPage),
        element: (
          <RequireUser>
            <SafeguardingPage />
          </RequireUser>
        ),
      },
      { id: 'not-found', path: '*', handle: preloads(NotFoundPage), element: <NotFoundPage /> },
    ],
  },
];

let router: DataRouter | undefined;

/**
 * The app's router, made on first use: making it matches the URL and writes the history entry,
 * work that, done as the app's code is evaluated, lengthened that task on a phone (decision 048).
 */
export function appRouter(): DataRouter {
  return (router ??= createBrowserRouter(appRoutes));
}
