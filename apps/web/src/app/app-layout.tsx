import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSendFailureNotices } from '../features/chat/index.ts';
import { useSession } from '../features/session/index.ts';
import { useOnlyOwnersNotifications } from '../lib/device-owner.ts';
import { useAccountLanguage } from './account-language.ts';
import { useRealtimeConnection } from './use-realtime-connection.ts';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { Notices } from '../ui/notices.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { OfflineShell } from './offline-shell.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';
import { UpdateNotice } from './update-notice.tsx';
import { uiText } from '@mentorbridge/domain/ui-text';

/** Top bar, the view of the current URL, footer; nothing but the loading screen until the session is known. */
export function AppLayout() {
  const session = useSession();
  useRealtimeConnection(Boolean(session.data?.user));
  useOnlyOwnersNotifications(session.data?.user?.id ?? null);
  useSendFailureNotices();
  useAccountLanguage();
  // Not even the top bar until the session is known: its signed-in items would arrive late and
  // push the whole page down on a narrow screen (decision 023: Lighthouse's run of the chat view).
  // Offline, the read of the session waits for the network (TanStack Query pauses it).
  if (session.isPending && session.fetchStatus === 'paused') return <OfflineShell />;
  if (session.isPending) return <LoadingScreen />;
  return (
    <>
      <a className="skip-link" href="#main">
        {uiText.skipToContent}
      </a>
      <TopBar />
      <OfflineNotice />
      <UpdateNotice />
      <main id="main" tabIndex={-1}>
        <Notices />
        {session.isError ? (
          <SessionUnavailable retry={() => void session.refetch()} />
        ) : (
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <SiteFooter />
    </>
  );
}

function SessionUnavailable({ retry }: { retry: () => void }) {
  return (
    <section className="page narrow">
      <h1>{uiText.serverOutOfReachTitle}</h1>
      <p>{uiText.serverOutOfReachText}</p>
      <button type="button" className="button primary" onClick={retry}>
        {uiText.tryAgain}
      </button>
    </section>
  );
}
