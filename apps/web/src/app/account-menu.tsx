import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@mentorbridge/domain/api/auth';
import { connectionsPathFor } from '../ui/connections-path.ts';
import { UserPicture } from '../ui/user-picture.tsx';

/**
 * "Your Account": Your Connections (by role), Profile, Settings, and for safeguarding leads the
 * console. Keyboard and screen-reader ready.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const items = [
    { label: 'Your Connections', path: connectionsPathFor(user.role) },
    { label: 'Profile', path: '/profile' },
    { label: 'Settings', path: '/settings/password' },
    ...(user.isLead ? [{ label: 'Safeguarding', path: '/safeguarding' }] : []),
  ];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="nav-button menu-trigger">
        <UserPicture
          picture={user.picture}
          name={user.fullName || user.email}
          size="small"
          alt=""
        />
        Your Account <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
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
    </DropdownMenu.Root>
  );
}
