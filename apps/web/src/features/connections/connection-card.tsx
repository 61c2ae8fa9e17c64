import { useId } from 'react';
import { Link } from 'react-router';
import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import { shortRequestId } from '@mentorbridge/domain/connection-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import type { Role } from '@mentorbridge/domain/constants';
import { dateText } from '../../lib/clock-text.ts';
import { RequestMessage } from '../../ui/request-message.tsx';
import { UserPicture } from '../../ui/user-picture.tsx';
import { CallStatus } from '../calls/index.ts';
import { CheckInsSwitch } from '../check-ins/index.ts';
import { BlockButton } from '../blocks/index.ts';
import { ReportDialog } from '../reports/index.ts';
import { ProgrammeNotes } from './programme-notes.tsx';
import { RequestActions } from './request-actions.tsx';

/**
 * The other person of a request. A connected card opens the chat and shows its call live (or,
 * once the mentoring ended, the day it did); the
 * others show what the mentee wrote with the request, if anything, and offer the request's actions.
 * A request of a school programme says what the programme did with it.
 */
export function ConnectionCard({ request, role }: { request: ConnectionRequest; role: Role }) {
  const other = role === 'mentor' ? request.mentee : request.mentor;
  const nameId = useId();
  const body = (
    <>
      <UserPicture picture={other.picture} name={other.name} size="large" alt="" />
      <h2 className="connection-name" id={nameId} dir="auto">
        {other.name}
      </h2>
      <p className="hint">{uiText.requestNumber({ id: shortRequestId(request.id) })}</p>
    </>
  );
  return (
    <li className="connection-card">
      {request.status === 'accepted' ? (
        <>
          {/* Named by what it shows, the person first, so that saying their name (voice control)
              reaches it; where it leads is said after, to a screen reader only. */}
          <Link className="connection-link" to={`/chat/${encodeURIComponent(request.id)}`}>
            {body}
            <span className="visually-hidden">{uiText.opensTheChat}</span>
          </Link>
          <ProgrammeNotes request={request} />
          {request.ending ? (
            <p className="paused-badge">
              {uiText.mentoringEndedOn({ date: dateText(request.ending.endedAt) })}
            </p>
          ) : request.caregiverPaused ? (
            <p className="paused-badge">{uiText.pausedByCaregiverBadge}</p>
          ) : request.frozen ? (
            <p className="paused-badge">{uiText.pausedForReviewBadge}</p>
          ) : request.waitsForCheck ? (
            <p className="paused-badge">
              {uiText.chatWaitsForCheck({ mentorName: request.mentor.name })}
            </p>
          ) : (
            <CallStatus chat={request} role={role} withJoinLink />
          )}
          {/* A programme's check-ins are on for every pair; outside one the pair chooses. */}
          {!request.programme && !request.ending && (
            <CheckInsSwitch chatId={request.id} on={request.checkInsOn} />
          )}
        </>
      ) : (
        <>
          {body}
          <ProgrammeNotes request={request} />
          {request.waitsForCaregiver && (
            <p className="request-state">
              {role === 'mentor' ? uiText.waitsForCaregiverMentor : uiText.waitsForCaregiver}
            </p>
          )}
          {request.message && (
            <RequestMessage
              label={uiText.requestMessageOwner({ role })}
              message={request.message}
            />
          )}
          <RequestActions request={request} role={role} describedBy={nameId} />
        </>
      )}
      <div className="card-safety-actions">
        {!request.frozen && (
          <ReportDialog
            reportedUserId={other.id}
            reportedName={other.name}
            chatId={request.id}
            label={uiText.reportShort}
            accessibleName={uiText.reportPerson({ name: other.name })}
          />
        )}
        <BlockButton userId={other.id} name={other.name} />
      </div>
    </li>
  );
}
