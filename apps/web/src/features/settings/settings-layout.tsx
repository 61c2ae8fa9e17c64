import { NavLink, Outlet } from 'react-router';

/**
 * Settings: the sidebar of the spec (Change Password, Delete Account), and the people the user
 * blocked, beside the chosen page.
 */
export default function SettingsLayout() {
  return (
    <div className="page settings">
      <nav aria-label="Settings" className="settings-sidebar">
        <NavLink to="/settings/password">Change Password</NavLink>
        <NavLink to="/settings/delete">Delete Account</NavLink>
        <NavLink to="/settings/blocked">Blocked people</NavLink>
      </nav>
      <div className="settings-content">
        <Outlet />
      </div>
    </div>
  );
}
