import { type KeyboardEvent, type MouseEvent, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useUnreadCounts } from '../features/chat/index.ts';
import { useSession } from '../features/session/index.ts';
import { BrandMark } from '../ui/icons.tsx';
import { useNotify } from '../ui/notices.tsx';
import { useUnreadInTitle } from '../ui/page-title.ts';
import { AccountMenuSlot } from './account-menu-slot.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { useLogOut } from './log-out.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { uiText } from '@mentorbridge/domain/ui-text';

/**
 * The top bar of docs/product.md: brand, account menu, Notes, Chat, All Mentors, Join / Log in,
 * Log Out, language, theme. Below 700 px wide the items fold behind a "Menu" button (a disclosure: Escape
 * closes it and gives the focus back to the button; following a link closes it), so the bar is
 * one row on a phone instead of three.
 */
export function TopBar() {
  // The layout shows the bar once the session is known, so its items never flash in or out.
  const user = useSession().data?.user ?? null;
  const logOut = useLogOut();
  const notify = useNotify();
  const navigate = useNavigate();
  const unread = useUnreadCounts(user !== null).total;
  useUnreadInTitle(unread);
  const navId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // The menu is open on the view it was opened on, by the browser's address at the tap: a tap
  // while a view is still landing (its route changes in a transition) opens it on that view,
  // instead of being folded again when the view lands. Another view (from a link, the account
  // menu or Back) is done with the menu.
  const { pathname } = useLocation();
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? window.location.pathname : null);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    if (menuOpenOn !== pathname) setMenuOpenOn(null);
  }

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  // So is a link to the view already open, or Log Out.
  const closeOnChoice = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, .nav-button:not(.menu-trigger)')) {
      setMenuOpen(false);
    }
  };

  const handleLogOut = () => {
    logOut.mutate(undefined, {
      onSuccess: () => void navigate('/'),
      onError: (error) => notify({ kind: 'error', text: error.message, lock: true }),
    });
  };

  return (
    <header className="top-bar" onKeyDown={closeOnEscape}>
      <Link to="/" className="brand">
        <BrandMark />
        MentorBridge
      </Link>
      <button
        ref={menuButton}
        type="button"
        className="nav-button menu-toggle"
        aria-expanded={menuOpen}
        aria-controls={navId}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        {uiText.menuButton}
        <UnreadBadge count={unread} />
      </button>
      <nav
        id={navId}
        aria-label={uiText.mainNavigation}
        className={menuOpen ? 'top-nav open' : 'top-nav'}
        onClick={closeOnChoice}
      >
        {user && <AccountMenuSlot user={user} />}
        {user && <NavLink to="/notes">{uiText.notesTitle}</NavLink>}
        <NavLink to="/chat">
          {uiText.topBarChat}
          <UnreadBadge count={unread} />
        </NavLink>
        <NavLink to="/mentors">{uiText.allMentorsTitle}</NavLink>
        <NavLink to="/join">{uiText.joinOrLogIn}</NavLink>
        {user && (
          <button
            type="button"
            className="nav-button"
            onClick={handleLogOut}
            disabled={logOut.isPending}
          >
            {uiText.logOut}
          </button>
        )}
        <LanguageMenu />
        <ThemeToggle />
      </nav>
    </header>
  );
}

/**
 * The number of unread messages, read out as "N unread" (one sentence, as a language orders it);
 * nothing when there are none.
 */
function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{uiText.unreadCount({ count })}</span>
    </span>
  );
}
