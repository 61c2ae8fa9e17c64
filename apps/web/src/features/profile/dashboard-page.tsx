import './dashboard.css';
import type { PlainMessageId } from '@mentorbridge/domain/i18n/catalogue';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useSessionUser } from '../session/index.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { UserPicture } from '../../ui/user-picture.tsx';
import { ConnectionStatus } from './connection-status.tsx';
import { FindMyMentorSection } from './find-my-mentor-section.tsx';
import { FullNameForm } from './full-name-form.tsx';
import { PictureUpload } from './picture-upload.tsx';
import { CheckPanel } from '../vetting/index.ts';
import { DueCheckIns } from '../check-ins/index.ts';
import { CaregiverAddressPrompt } from '../caregivers/index.ts';
import { StorySection } from './story-section.tsx';

const titles = {
  mentor: 'mentorDashboard',
  mentee: 'menteeDashboard',
} as const satisfies Record<'mentor' | 'mentee', PlainMessageId>;

/**
 * mentor1 and mentee1 (and profile, which shows the one of the user's role): greeting, picture,
 * connection status, picture upload and the Full Name field; then a mentor's story ("Profile")
 * or a mentee's answers ("Find my mentor"). Only shown to a signed-in user.
 */
export default function DashboardPage() {
  const user = useSessionUser();
  usePageTitle(user ? uiText[titles[user.role]] : uiText.dashboardTitle);
  if (!user) return null;
  const name = user.fullName || user.email;
  return (
    <section className="page dashboard">
      <p className="eyebrow">{uiText[titles[user.role]]}</p>
      <h1>{user.fullName ? uiText.welcomeName({ name: user.fullName }) : uiText.welcome}</h1>
      {!user.fullName && <p>{uiText.addFullNamePrompt}</p>}
      <ConnectionStatus />
      <DueCheckIns role={user.role} />
      {user.role === 'mentee' && <CaregiverAddressPrompt />}
      <div className="dashboard-grid">
        <div className="dashboard-picture">
          <UserPicture picture={user.picture} name={name} size="large" />
        </div>
        <div className="dashboard-forms">
          <PictureUpload />
          {/* Keyed by the saved name, so the field follows a name saved in another tab. */}
          <FullNameForm key={user.fullName} fullName={user.fullName} />
        </div>
      </div>
      {user.role === 'mentor' && !user.isLead && <CheckPanel />}
      {user.role === 'mentor' ? <StorySection /> : <FindMyMentorSection />}
    </section>
  );
}
