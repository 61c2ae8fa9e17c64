import { useId } from 'react';
import { Link } from 'react-router';
import type { MentorCard as Mentor } from '@mentorbridge/domain/api/mentors';
import { uiText } from '@mentorbridge/domain/ui-text';
import { UserPicture } from '../../ui/user-picture.tsx';
import { BlockButton } from '../blocks/index.ts';
import { ReportDialog } from '../reports/index.ts';
import { CheckedBadge } from './checked-badge.tsx';
import { mentorProfilePath } from './mentor-profile-path.ts';
import { RequestButton } from './request-button.tsx';
import type { RequestState } from './request-status.ts';

/**
 * One mentor of the directory: picture, name, headline, skills, a link to their page, for
 * mentees the request button, and for everyone a way to report them.
 */
export function MentorCard({
  mentor,
  canRequest,
  consentPending,
  requestStatus,
  why,
  headingLevel = 2,
}: {
  mentor: Mentor;
  canRequest: boolean;
  consentPending: boolean;
  requestStatus: RequestState | undefined;
  /** A suggestion's "Why: …" line: what the mentee shares with this mentor. */
  why?: string;
  /** 3 under a heading of its own ("Suggested for you"); 2 in the page's main list. */
  headingLevel?: 2 | 3;
}) {
  const nameId = useId();
  const Name = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <li className="mentor-card">
      <UserPicture picture={mentor.picture} name={mentor.name} size="large" alt="" />
      <Name className="mentor-name" id={nameId} dir="auto">
        {mentor.name}
      </Name>
      {mentor.checked && <CheckedBadge />}
      {mentor.headline && (
        <p className="mentor-headline" dir="auto">
          {mentor.headline}
        </p>
      )}
      {why && <p className="mentor-why">{why}</p>}
      {mentor.skills.length === 0 ? (
        <p>{uiText.noSkillsListed}</p>
      ) : (
        <ul className="skill-list" aria-label={uiText.skillsOf({ name: mentor.name })}>
          {mentor.skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      )}
      <Link
        className="mentor-profile-link"
        to={mentorProfilePath(mentor.id)}
        aria-label={uiText.viewProfileOf({ name: mentor.name })}
      >
        {uiText.viewProfile}
      </Link>
      {canRequest && (
        <RequestButton
          mentor={mentor}
          status={requestStatus}
          describedBy={nameId}
          consentPending={consentPending}
        />
      )}
      <div className="card-safety-actions">
        <ReportDialog
          reportedUserId={mentor.id}
          reportedName={mentor.name}
          label={uiText.reportMentor}
          accessibleName={uiText.reportMentorNamed({ name: mentor.name })}
        />
        <BlockButton userId={mentor.id} name={mentor.name} />
      </div>
    </li>
  );
}
