import './vetting.css';
import type { MyCheck } from '@mentorbridge/domain/api/vetting';
import type { PlainMessageId } from '@mentorbridge/domain/i18n/catalogue';
import { uiText } from '@mentorbridge/domain/ui-text';
import type { MissingStep } from '@mentorbridge/domain/vetting-rules';
import { calendarDayText } from '../../lib/clock-text.ts';
import { useMyCheck } from './api/check-queries.ts';
import { TrainingCourse } from './training-course.tsx';

/** What each missing step asks of the mentor, in their words. */
const missingStepText: Record<MissingStep, PlainMessageId> = {
  check: 'missingStepCheck',
  references: 'missingStepReferences',
  interview: 'missingStepInterview',
  training: 'missingStepTraining',
};

/**
 * The mentor dashboard's "Safeguarding check": whether students under 18 can find them, what is
 * still missing, until when it counts, whom to write to, and the training course.
 */
export function CheckPanel() {
  const check = useMyCheck();
  return (
    <section className="dashboard-section check-panel" aria-labelledby="check-heading">
      <h2 id="check-heading">{uiText.checkPanelTitle}</h2>
      {check.isPending ? (
        <p role="status">{uiText.loading}</p>
      ) : check.isError ? (
        <div role="alert">
          <p>{check.error.message}</p>
          <button type="button" className="button" onClick={() => void check.refetch()}>
            {uiText.tryAgain}
          </button>
        </div>
      ) : (
        <>
          <CheckStanding check={check.data} />
          <p className="hint">{uiText.checkContact({ email: check.data.contact })}</p>
          <TrainingCourse trainedOn={check.data.trainedOn} due={check.data.trainingDue} />
        </>
      )}
    </section>
  );
}

function CheckStanding({ check }: { check: MyCheck }) {
  const { status } = check;
  switch (status.state) {
    case 'valid':
      return (
        <div className="check-standing check-valid">
          <p>
            {uiText.checkValidUntil({ date: calendarDayText(check.validThrough ?? status.until) })}
          </p>
          {status.expiresInDays <= 30 && (
            <p role="status">{uiText.checkExpiresIn({ days: status.expiresInDays })}</p>
          )}
        </div>
      );
    case 'expired':
      return (
        <p className="check-standing check-expired" role="status">
          {uiText.checkExpiredOn({ date: calendarDayText(status.on) })}
        </p>
      );
    case 'suspended':
      return (
        <p className="check-standing check-expired" role="status">
          {uiText.checkSuspended}
        </p>
      );
    case 'not-checked':
      return (
        <div className="check-standing check-missing">
          <p>{uiText.checkNotYet}</p>
          <p>{uiText.stillNeeded}</p>
          <ul>
            {status.missing.map((step) => (
              <li key={step}>{uiText[missingStepText[step]]}</li>
            ))}
          </ul>
        </div>
      );
  }
}
