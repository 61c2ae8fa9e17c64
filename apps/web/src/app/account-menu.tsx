import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@mentorbridge/domain/api/auth';
import { connectionsPathFor } from '../ui/connections-path.ts';
import { AccountMenuLabel } from './account-menu-label.tsx';
import { uiText } from '@mentorbridge/domain/ui-text';

/**
 * "Your Account": Your Connections (by role), Profile, Settings, for coordinators their
 * Programmes, and for safeguarding leads the console. Keyboard and screen-reader ready. Its own chunk: Radix's menu is a sixth of the app's
 * code, and nobody signed out needs it (see account-menu-slot.tsx).
 */
export default function AccountMenu({
  user,
  focusOnMount,
}: {
  user: SessionUser;
  /** The button that held the menu's place had the focus (account-menu-slot.tsx). */
  focusOnMount: boolean;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Only as it mounts: the flag says where the focus was then.
  const focusNow = useRef(focusOnMount);
  useEffect(() => {
    if (focusNow.current) trigger.current?.focus();
  }, []);
  const items = [
    { label: uiText.accountMenuConnections, path: connectionsPathFor(user.role) },
    { label: uiText.accountMenuProfile, path: '/profile' },
    { label: uiText.settingsTitle, path: '/settings/password' },
    ...(user.isCoordinator ? [{ label: uiText.programmesLink, path: '/programmes' }] : []),
    ...(user.isLead ? [{ label: uiText.accountMenuSafeguarding, path: '/safeguarding' }] : []),
  ];
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger ref={trigger} className="nav-button menu-trigger">
        <AccountMenuLabel user={user} />
      </DropdownMenu.Trigger>
      {/* Only while open: the closed menu's parts slow every view's first paint (decision 048). */}
      {open && (
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" sideOffset={6} align="start">
            {items.map((item) => (
              <DropdownMenu.Item
                key={item.path}
                className="menu-item"
                onSelect={() => void navigate(item.path)}
              >
                {item.label}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      )}
    </DropdownMenu.Root>
  );
}
