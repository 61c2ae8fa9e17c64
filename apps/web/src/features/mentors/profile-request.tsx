import { useState } from 'react';
import type { MentorProfile } from '@mentorbridge/domain/api/mentor-story';
import { storyLimits } from '@mentorbridge/domain/story-limits';
import { uiText } from '@mentorbridge/domain/ui-text';
import { CountedField } from '../../ui/counted-field.tsx';
import { RequestMessage } from '../../ui/request-message.tsx';
import { useConnections } from '../connections/index.ts';
import { RequestButton } from './request-button.tsx';
import { requestStateOf } from './request-status.ts';

/**
 * A mentee's request from a mentor's page: "Add a message (optional)" and "Request Mentor*", or
 * the state of the request already sent, with the words sent with it.
 */
export function ProfileRequest({
  mentor,
  nameId,
  availabilityId,
  consentPending,
}: {
  mentor: MentorProfile;
  /** The id of the mentor's name: the button says whom it requests. */
  nameId: string;
  /** The id of the page's line on whether they take requests. */
  availabilityId: string;
  consentPending: boolean;
}) {
  const [message, setMessage] = useState('');
  const connections = useConnections();
  const found = connections.data?.requests.find((request) => request.mentor.id === mentor.id);
  const state = requestStateOf(found);
  // A mentoring that ended long enough ago may be asked for again, as if nothing was sent.
  const sent = state === undefined ? undefined : found;
  // Words are asked for only when they can be sent.
  const canWrite = !sent && !consentPending && mentor.availability === 'open';
  return (
    <div className="profile-request">
      {consentPending && (
        <p id="consent-pending-note" role="status" className="consent-note">
          {uiText.consentPending}
        </p>
      )}
      {canWrite && (
        <CountedField
          label={uiText.requestMessageLabel}
          fieldName={uiText.requestMessageFieldName}
          hint={uiText.requestMessageHint}
          rows={4}
          value={message}
          onChange={setMessage}
          max={storyLimits.requestMessage}
        />
      )}
      <div>
        <RequestButton
          mentor={mentor}
          status={state}
          describedBy={nameId}
          consentPending={consentPending}
          message={message}
          availabilityNoteId={availabilityId}
        />
      </div>
      {sent?.message && <RequestMessage label={uiText.yourRequestMessage} message={sent.message} />}
      {!sent && <p className="hint">{uiText.requestAsteriskNote}</p>}
    </div>
  );
}
