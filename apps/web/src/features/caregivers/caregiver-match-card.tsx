import type { CaregiverMatch } from '@mentorbridge/domain/api/caregivers';
import { uiText } from '@mentorbridge/domain/ui-text';
import { dateText, timeText } from '../../lib/clock-text.ts';
import { calendarDayText } from '../../lib/clock-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

const when = (at: number | null) => (at === null ? uiText.caregiverNotYet : dateText(at));

/**
 * One of the child's mentorings on the caregiver's page: the mentor, their check, the programme
 * and whom to contact, and how often the two talk; what the caregiver can do about it now.
 */
export function CaregiverMatchCard({
  match,
  childName,
  busy,
  onMove,
}: {
  match: CaregiverMatch;
  childName: string;
  busy: boolean;
  onMove: (move: 'pause' | 'approve' | 'refuse') => void;
}) {
  const checked = match.checkedUntil ? calendarDayText(match.checkedUntil) : null;
  return (
    <li className="caregiver-match">
      <div className="caregiver-mentor">
        {match.mentorPicture ? (
          <img src={match.mentorPicture} alt="" width={56} height={56} />
        ) : (
          <span className="caregiver-initials" aria-hidden="true">
            {match.mentorName.slice(0, 1)}
          </span>
        )}
        <div>
          <h2 dir="auto">{match.mentorName}</h2>
          <p className="hint">
            {checked ? uiText.checkedUntilDate({ date: checked }) : uiText.checkNotCounting}
          </p>
        </div>
      </div>
      {match.programme && (
        <p>
          <span dir="auto">{match.programme.name}</span>. {uiText.caregiverContact}{' '}
          {match.programme.coordinators.map((coordinator, index) => (
            <span key={coordinator.email}>
              {index > 0 && ', '}
              <span dir="auto">{coordinator.name}</span> (
              <a href={`mailto:${coordinator.email}`}>{coordinator.email}</a>)
            </span>
          ))}
        </p>
      )}
      {match.state === 'waiting_for_you' ? (
        <>
          <p role="status">
            {uiText.caregiverApproveAsk({
              child: childName,
              mentor: match.mentorName,
              date: checked ?? '—',
            })}
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button primary"
              disabled={busy}
              onClick={() => onMove('approve')}
            >
              {uiText.caregiverApprove}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => onMove('refuse')}
            >
              {uiText.caregiverRefuse}
            </button>
          </div>
        </>
      ) : (
        <>
          <dl className="caregiver-facts">
            <dt>{uiText.lastWrote}</dt>
            <dd>
              {uiText.caregiverLastWroteLine({
                child: childName,
                childDate: when(match.lastFromChild),
                mentor: match.mentorName,
                mentorDate: when(match.lastFromMentor),
              })}
            </dd>
            <dt>{uiText.messagesAWeek}</dt>
            <dd>
              {uiText.messagesInWeeks({
                count: match.messagesLastFourWeeks,
                perWeek: match.messagesPerWeek,
              })}
            </dd>
            <dt>{uiText.callsHeading}</dt>
            <dd>
              {match.calls.length === 0 ? (
                uiText.noCallsYet
              ) : (
                <ul>
                  {match.calls.map((call) => (
                    <li key={call.startedAt}>
                      {uiText.caregiverCallLine({
                        date: dateText(call.startedAt),
                        time: timeText(call.startedAt),
                        minutes: call.minutes,
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
            <dt>{uiText.checkInsHeading}</dt>
            <dd>
              {match.checkInDays.length === 0
                ? uiText.noCheckInsYet
                : match.checkInDays.map((day) => calendarDayText(day)).join(', ')}
            </dd>
          </dl>
          {match.state === 'paused' && <p role="status">{uiText.pausedNotice}</p>}
          {match.state === 'ended' && <p role="status">{uiText.mentoringEndedShort}</p>}
          {match.state === 'open' && (
            <ConfirmDialog
              question={uiText.pauseConfirm}
              confirmLabel={uiText.pauseMentoring}
              onConfirm={() => onMove('pause')}
            >
              <button type="button" className="button danger" disabled={busy}>
                {uiText.pauseMentoring}
              </button>
            </ConfirmDialog>
          )}
        </>
      )}
    </li>
  );
}
