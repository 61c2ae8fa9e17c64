import type { MentorCard } from '@mentorbridge/domain/api/mentors';
import type { PlainMessageId } from '@mentorbridge/domain/i18n/catalogue';
import { checkFieldLength, requestMessageField } from '@mentorbridge/domain/story-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useNotify } from '../../ui/notices.tsx';
import { useRequestMentor } from './api/request-mentor.ts';
import type { RequestState } from './request-status.ts';

/** Codes whose message already says why the request could not be made. */
const explainedRefusals = new Set([
  'mentor_full',
  'mentor_paused',
  'request_exists',
  'ended_recently',
  'invalid_request_message',
]);

/** Why a mentor takes no request now, as the card says under the button. */
export const unavailableReason = (reason: 'paused' | 'full') =>
  reason === 'paused' ? uiText.mentorPaused : uiText.mentorFull;

const stateLabels = {
  pending: 'requestStatePending',
  accepted: 'requestStateAccepted',
  rejected: 'requestStateRejected',
  ended: 'requestStateEnded',
} as const satisfies Record<RequestState, PlainMessageId>;

/**
 * "Request Mentor*", or the state of the request already sent to this mentor. A mentor who
 * paused or is full keeps the button, turned off, with the reason beneath it.
 */
export function RequestButton({
  mentor,
  status,
  describedBy,
  consentPending,
  message,
  availabilityNoteId,
}: {
  mentor: Pick<MentorCard, 'id' | 'availability'>;
  status: RequestState | undefined;
  /** The id of the mentor's name, so the button says whom it requests. */
  describedBy: string;
  /** Under 13 and no guardian's consent yet: the button is off, and the page says why. */
  consentPending: boolean;
  /** What the mentee wrote in "Add a message (optional)", on a mentor's page. */
  message?: string;
  /**
   * The id of the page's own line on the mentor's availability, when it already shows one: the
   * button points to it instead of saying it a second time.
   */
  availabilityNoteId?: string;
}) {
  const notify = useNotify();
  const request = useRequestMentor({
    // The server names the mentor as this mentee may see them: never an address under 18.
    onSuccess: ({ requestedMentor }) =>
      notify({ kind: 'success', text: uiText.requestedMentor({ mentor: requestedMentor }) }),
    onError: (error) =>
      notify({
        kind: 'error',
        text:
          error instanceof ApiRequestError && error.code === 'not_signed_in'
            ? uiText.logInToRequest
            : error instanceof ApiRequestError && explainedRefusals.has(error.code)
              ? error.message
              : uiText.requestFailed,
      }),
  });

  if (status) {
    return (
      <button type="button" className="button" disabled aria-describedby={describedBy}>
        {uiText[stateLabels[status]]}
      </button>
    );
  }
  const send = () => {
    // Named as the form names it, in the reader's language ("Message can be at most …").
    const field = { ...requestMessageField(message ?? ''), field: uiText.requestMessageFieldName };
    // Checked here for a quick answer; the server checks it again, and its words too.
    const tooLong = checkFieldLength(field);
    if (tooLong) {
      notify({ kind: 'error', text: tooLong });
      return;
    }
    request.mutate(
      field.text ? { mentorId: mentor.id, message: field.text } : { mentorId: mentor.id },
    );
  };
  const unavailable = mentor.availability === 'open' ? null : mentor.availability;
  const reasonId = availabilityNoteId ?? `${describedBy}-availability`;
  const describedByAll = [
    describedBy,
    consentPending && 'consent-pending-note',
    unavailable && reasonId,
  ].filter(Boolean);
  return (
    <>
      <button
        type="button"
        className="button primary"
        onClick={send}
        disabled={request.isPending || consentPending || unavailable !== null}
        aria-describedby={describedByAll.join(' ')}
      >
        {uiText.requestMentorButton}
      </button>
      {unavailable && !availabilityNoteId && (
        <p className="mentor-availability" id={reasonId}>
          {unavailableReason(unavailable)}
        </p>
      )}
    </>
  );
}
