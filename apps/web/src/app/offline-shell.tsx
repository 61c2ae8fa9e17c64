import { onlineManager } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandMark } from '../ui/icons.tsx';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { uiText } from '@mentorbridge/domain/ui-text';

/**
 * The app opened without a network before it could learn who is signed in (an installed app,
 * on a bus). The landing page needs nothing from the server and shows as it is; any other view
 * waits, and everything loads by itself once the network is back (the paused reads resume).
 */
export function OfflineShell() {
  const { pathname } = useLocation();
  return (
    <>
      <header className="top-bar">
        <Link to="/" className="brand">
          <BrandMark />
          MentorBridge
        </Link>
      </header>
      <OfflineNotice />
      <main id="main" tabIndex={-1}>
        {pathname === '/' ? (
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        ) : (
          <section className="page narrow">
            <h1>{uiText.waitingForNetwork}</h1>
            <p>{uiText.opensWhenOnline}</p>
            {/* The browser can be wrong about being offline: this tries all the same. */}
            <button
              type="button"
              className="button secondary"
              onClick={() => onlineManager.setOnline(true)}
            >
              {uiText.tryNow}
            </button>
          </section>
        )}
      </main>
    </>
  );
}
