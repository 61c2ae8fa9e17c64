import { useId } from 'react';
import type { RequestStatus } from '@mentorbridge/domain/api/connections';
import type { MentorCard as Mentor } from '@mentorbridge/domain/api/mentors';
import { uiText } from '@mentorbridge/domain/ui-text';
import { UserPicture } from '../../ui/user-picture.tsx';
import { BlockButton } from '../blocks/block-button.tsx';
import { ReportDialog } from '../reports/report-dialog.tsx';
import { RequestButton } from './request-button.tsx';

/**
 * One mentor of the directory: picture, name, skills, for mentees the request button, and for
 * everyone a way to report them.
 */
export function MentorCard({
  mentor,
  canRequest,
  consentPending,
  requestStatus,
}: {
  mentor: Mentor;
  canRequest: boolean;
  consentPending: boolean;
  requestStatus: RequestStatus | undefined;
}) {
  const nameId = useId();
  return (
    <li className="mentor-card">
      <UserPicture picture={mentor.picture} name={mentor.name} size="large" alt="" />
      <h2 className="mentor-name" id={nameId}>
        {mentor.name}
      </h2>
      {mentor.skills.length === 0 ? (
        <p>{uiText.noSkillsListed}</p>
      ) : (
        <ul className="skill-list" aria-label={`Skills of ${mentor.name}`}>
          {mentor.skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      )}
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
          label="Report"
          accessibleName={`Report ${mentor.name}`}
        />
        <BlockButton userId={mentor.id} name={mentor.name} />
      </div>
    </li>
  );
}
