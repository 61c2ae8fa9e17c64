import { NavLink, Outlet } from 'react-router';
import { useSessionUser } from '../session/index.ts';
import { uiText } from '@mentorbridge/domain/ui-text';

/**
 * Settings: the product's first sidebar (Change Password, Delete Account), then the user's
 * notifications and emails, a mentor's capacity, the school programmes they joined, the people
 * the user blocked and a copy of their data, beside the chosen page.
 */
export default function SettingsPage() {
  const role = useSessionUser()?.role;
  return (
    <div className="page settings">
      <nav aria-label={uiText.settingsTitle} className="settings-sidebar">
        <NavLink to="/settings/password">{uiText.changePassword}</NavLink>
        <NavLink to="/settings/delete">{uiText.deleteAccount}</NavLink>
        <NavLink to="/settings/notifications">{uiText.notificationsTitle}</NavLink>
        {role === 'mentor' && <NavLink to="/settings/mentoring">{uiText.mentoringTitle}</NavLink>}
        <NavLink to="/settings/programmes">{uiText.programmesLink}</NavLink>
        <NavLink to="/settings/blocked">{uiText.blockedPeopleTitle}</NavLink>
        <NavLink to="/settings/data">{uiText.yourDataTitle}</NavLink>
      </nav>
      <div className="settings-content">
        <Outlet />
      </div>
    </div>
  );
}
