import { useSessionUser } from '../session/api/get-session.ts';
import ComingSoonPage from './coming-soon-page.tsx';

/** The spec's profile view: the dashboard of the signed-in user's role. */
export default function ProfilePage() {
  const user = useSessionUser();
  return (
    <ComingSoonPage title={user?.role === 'mentor' ? 'Mentor dashboard' : 'Mentee dashboard'} />
  );
}
