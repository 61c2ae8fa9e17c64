import { startTransition, Suspense, useEffect, useState } from 'react';
import type { SessionUser } from '@mentorbridge/domain/api/auth';
import { AccountMenuLabel } from './account-menu-label.tsx';
import { lazyWithPreload } from './lazy-with-preload.ts';

/** Its own chunk, which nobody signed out needs; preload-current-view.ts fetches it for a user. */
export const AccountMenu = lazyWithPreload(() => import('./account-menu.tsx'));

/**
 * The account menu's place in the top bar. The menu itself is put in just after the view's
 * first paint: mounted with the view, Radix's menu sets state as it mounts, and React then runs
 * the whole page's effects in the same task, a long one on a phone (decision 048). Until then,
 * and while its code is on its way just after logging in, the same button, marked unavailable,
 * holds its place; if it had the focus, the menu's button takes it.
 */
export function AccountMenuSlot({ user }: { user: SessionUser }) {
  const [afterFirstPaint, setAfterFirstPaint] = useState(false);
  const [focusMenu, setFocusMenu] = useState(false);
  useEffect(() => {
    startTransition(() => setAfterFirstPaint(true));
  }, []);
  const held = (
    <button
      type="button"
      className="nav-button menu-trigger"
      aria-disabled="true"
      onFocus={() => setFocusMenu(true)}
      onBlur={() => setFocusMenu(false)}
    >
      <AccountMenuLabel user={user} />
    </button>
  );
  if (!afterFirstPaint) return held;
  return (
    <Suspense fallback={held}>
      <AccountMenu user={user} focusOnMount={focusMenu} />
    </Suspense>
  );
}
