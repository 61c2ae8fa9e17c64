import './mentors.css';
import { Link, useParams } from 'react-router';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ApiRequestError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { useMentorProfile } from './api/mentor-profile-query.ts';
import { MentorProfileView } from './mentor-profile-view.tsx';

/**
 * mentor-profile (/mentors/:mentorId): a mentor's page, for any signed-in member. A mentor who is
 * not there, or not visible to this user (blocked, not verified), is "not found", as the server
 * answers, so the page does not tell which.
 */
export default function MentorProfilePage() {
  const { mentorId = '' } = useParams();
  const profile = useMentorProfile(mentorId);
  const notFound = profile.error instanceof ApiRequestError && profile.error.code === 'not_found';
  usePageTitle(
    profile.data?.name ?? (notFound ? uiText.mentorNotFoundTitle : uiText.mentorPageTitle),
  );

  if (profile.isPending) {
    return (
      <section className="page narrow">
        <p role="status">{uiText.loadingMentorProfile}</p>
      </section>
    );
  }
  if (profile.isError) {
    return (
      <section className="page narrow">
        <h1>{notFound ? uiText.mentorNotFoundTitle : uiText.mentorPageTitle}</h1>
        <p role="alert">{notFound ? uiText.mentorNotFound : profile.error.message}</p>
        {!notFound && (
          <button type="button" className="button" onClick={() => void profile.refetch()}>
            {uiText.tryAgain}
          </button>
        )}
        <p>
          <Link to="/mentors">{uiText.backToAllMentors}</Link>
        </p>
      </section>
    );
  }
  return <MentorProfileView profile={profile.data} />;
}
