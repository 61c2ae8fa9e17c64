import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';
import type { Role } from '@mentorbridge/domain/constants';
import { connectionsPathFor } from '../ui/connections-path.ts';

/** "Your Account": Your Connections (by role), Profile, Settings. Keyboard and screen-reader ready. */
export function AccountMenu({ role }: { role: Role }) {
  const navigate = useNavigate();
  const items = [
    { label: 'Your Connections', path: connectionsPathFor(role) },
    { label: 'Profile', path: '/profile' },
    { label: 'Settings', path: '/settings/password' },
  ];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="nav-button menu-trigger">
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
