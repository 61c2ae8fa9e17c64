import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { messages } from '@mentorbridge/domain/messages';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { RequireUser } from '../ui/require-user.tsx';
import { AppLayout } from './app-layout.tsx';
import { RouteError } from './route-error.tsx';

// Everything beyond the landing page is its own chunk, loaded when first visited.
const JoinPage = lazy(() => import('../features/auth/join-page.tsx'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page.tsx'));
const DashboardPage = lazy(() => import('../features/profile/dashboard-page.tsx'));
const NotesPage = lazy(() => import('../features/notes/notes-page.tsx'));
const MentorsPage = lazy(() => import('../features/mentors/mentors-page.tsx'));
const ChatPage = lazy(() => import('../features/chat/chat-page.tsx'));
const MentorConnectionsPage = lazy(
  () => import('../features/connections/mentor-connections-page.tsx'),
);
const MenteeConnectionsPage = lazy(
  () => import('../features/connections/mentee-connections-page.tsx'),
);
const SafeguardingPage = lazy(() => import('../features/safeguarding/safeguarding-page.tsx'));
const SafetyRulesPage = lazy(() => import('../features/safety/safety-rules-page.tsx'));
const GuardianPage = lazy(() => import('../features/guardian/guardian-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));
const CallPage = lazy(() => import('../features/calls/call-page.tsx'));
const SettingsLayout = lazy(() => import('../features/settings/settings-layout.tsx'));
const ChangePasswordPage = lazy(() => import('../features/settings/change-password-page.tsx'));
const DeleteAccountPage = lazy(() => import('../features/settings/delete-account-page.tsx'));
const BlockedPeoplePage = lazy(() => import('../features/blocks/blocked-people-page.tsx'));

/**
 * One URL per spec view (DESIGN.md section 6). The spec's view names are kept as route ids so the
 * code and the spec speak the same language.
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { id: 'home1', path: '/', element: <LandingPage /> },
      { id: 'home2', path: '/join', element: <JoinPage /> },
      { id: 'verify-email', path: '/verify-email', element: <VerifyEmailPage /> },
      { id: 'reset-password', path: '/reset-password', element: <ResetPasswordPage /> },
      { id: 'guardian', path: '/guardian', element: <GuardianPage /> },
      { id: 'safety', path: '/safety', element: <SafetyRulesPage /> },
      {
        id: 'notes',
        path: '/notes',
        element: (
          <RequireUser>
            <NotesPage />
          </RequireUser>
        ),
      },
      {
        id: 'mentor1',
        path: '/mentor',
        element: (
          <RequireUser role="mentor">
            <DashboardPage />
          </RequireUser>
        ),
      },
      {
        id: 'mentee1',
        path: '/mentee',
        element: (
          <RequireUser role="mentee" signedOutMessage={messages.logInToManageProfile}>
            <DashboardPage />
          </RequireUser>
        ),
      },
      {
        id: 'chat1',
        path: '/chat/:chatId?',
        element: (
          <RequireUser>
            <ChatPage />
          </RequireUser>
        ),
      },
      {
        id: 'search1',
        path: '/mentors',
        element: (
          <RequireUser>
            <MentorsPage />
          </RequireUser>
        ),
      },
      {
        id: 'mentorconnections',
        path: '/connections/mentor',
        element: (
          <RequireUser role="mentor" signedOutMessage={messages.logInToViewMenteeConnections}>
            <MentorConnectionsPage />
          </RequireUser>
        ),
      },
      {
        id: 'menteeconnections',
        path: '/connections/mentee',
        element: (
          <RequireUser role="mentee" signedOutMessage={messages.logInToSeeConnections}>
            <MenteeConnectionsPage />
          </RequireUser>
        ),
      },
      {
        id: 'call',
        path: '/call',
        element: (
          <RequireUser>
            <CallPage />
          </RequireUser>
        ),
      },
      {
        id: 'profile',
        path: '/profile',
        element: (
          <RequireUser>
            <DashboardPage />
          </RequireUser>
        ),
      },
      {
        path: '/settings',
        element: (
          <RequireUser>
            <SettingsLayout />
          </RequireUser>
        ),
        children: [
          { index: true, element: <Navigate to="/settings/password" replace /> },
          { id: 'settings/password', path: 'password', element: <ChangePasswordPage /> },
          { id: 'settings/delete', path: 'delete', element: <DeleteAccountPage /> },
          { id: 'settings/blocked', path: 'blocked', element: <BlockedPeoplePage /> },
        ],
      },
      {
        id: 'safeguarding',
        path: '/safeguarding',
        element: (
          <RequireUser>
            <SafeguardingPage />
          </RequireUser>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
