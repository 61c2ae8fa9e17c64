import { NavLink, Outlet } from 'react-router';
import { useSessionUser } from '../session/index.ts';

/**
 * Settings: the product's first sidebar (Change Password, Delete Account), then the user's
 * notifications and emails, a mentor's capacity, the school programmes they joined, the people
 * the user blocked and a copy of their data, beside the chosen page.
 */
export default function SettingsPage() {
  const role = useSessionUser()?.role;
  return (
    <div className="page settings">
      <nav aria-label="Settings" className="settings-sidebar">
        <NavLink to="/settings/password">Change Password</NavLink>
        <NavLink to="/settings/delete">Delete Account</NavLink>
        <NavLink to="/settings/notifications">Notifications</NavLink>
        {role === 'mentor' && <NavLink to="/settings/mentoring">Mentoring</NavLink>}
        <NavLink to="/settings/programmes">Programmes</NavLink>
        <NavLink to="/settings/blocked">Blocked people</NavLink>
        <NavLink to="/settings/data">Your data</NavLink>
      </nav>
      <div className="settings-content">
        <Outlet />
      </div>
    </div>
  );
}
