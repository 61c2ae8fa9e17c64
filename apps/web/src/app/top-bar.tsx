import { Suspense } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { useUnreadCounts } from '../features/chat/api/unread-query.ts';
import { useSession } from '../features/session/api/get-session.ts';
import { useLogOut } from '../features/session/api/log-out.ts';
import { useNotify } from '../ui/notices.tsx';
import { useUnreadInTitle } from '../ui/page-title.ts';
import { AccountMenuLabel } from './account-menu-label.tsx';
import { lazyWithPreload } from './lazy-with-preload.ts';
import { ThemeToggle } from './theme-toggle.tsx';

/** Its own chunk, which nobody signed out needs; preload-current-view.ts fetches it for a user. */
export const AccountMenu = lazyWithPreload(() => import('./account-menu.tsx'));

/**
 * The top bar of docs/product.md: brand, account menu, Notes, Chat, All Mentors, Join / Log in,
 * Log Out, theme.
 */
export function TopBar() {
  // The layout shows the bar once the session is known, so its items never flash in or out.
  const user = useSession().data?.user ?? null;
  const logOut = useLogOut();
  const notify = useNotify();
  const navigate = useNavigate();
  const unread = useUnreadCounts(user !== null).total;
  useUnreadInTitle(unread);

  const handleLogOut = () => {
    logOut.mutate(undefined, {
      onSuccess: () => void navigate('/'),
      onError: (error) => notify({ kind: 'error', text: error.message, lock: true }),
    });
  };

  return (
    <header className="top-bar">
      <Link to="/" className="brand">
        <img src="/favicon.svg" alt="" width="28" height="28" />
        MentorBridge
      </Link>
      <nav aria-label="Main" className="top-nav">
        {user && (
          // Until the menu's code is here (just after logging in), the same button, marked
          // unavailable, holds its place.
          <Suspense
            fallback={
              <button type="button" className="nav-button menu-trigger" aria-disabled="true">
                <AccountMenuLabel user={user} />
              </button>
            }
          >
            <AccountMenu user={user} />
          </Suspense>
        )}
        {user && <NavLink to="/notes">Notes</NavLink>}
        <NavLink to="/chat">
          Chat
          {unread > 0 && (
            <span className="unread-badge">
              {unread}
              <span className="visually-hidden"> unread</span>
            </span>
          )}
        </NavLink>
        <NavLink to="/mentors">All Mentors</NavLink>
        <NavLink to="/join">Join / Log in</NavLink>
        {user && (
          <button
            type="button"
            className="nav-button"
            onClick={handleLogOut}
            disabled={logOut.isPending}
          >
            Log Out
          </button>
        )}
        <ThemeToggle />
      </nav>
    </header>
  );
}
