import './mentor-checks.css';
import { useId, useState } from 'react';
import type { CheckFilter, MentorCheck, VettingStatusBody } from '@mentorbridge/domain/api/vetting';
import type { PlainMessageId } from '@mentorbridge/domain/i18n/catalogue';
import { uiText } from '@mentorbridge/domain/ui-text';
import { dayBefore, type MissingStep } from '@mentorbridge/domain/vetting-rules';
import { calendarDayText } from '../../lib/clock-text.ts';
import { withElements } from '../../ui/with-elements.tsx';
import { useMentorChecks } from './api/mentor-checks-queries.ts';
import { CheckForm, checkKindNames } from './check-form.tsx';
import { listText } from './list-text.ts';
import { SuspensionForm } from './suspension-form.tsx';

const filters: { value: CheckFilter; label: PlainMessageId }[] = [
  { value: 'all', label: 'checkFilterAll' },
  { value: 'not-checked', label: 'checkStateNotChecked' },
  { value: 'valid', label: 'checkStateValid' },
  { value: 'expiring', label: 'checkFilterExpiring' },
  { value: 'expired', label: 'checkStateExpired' },
  { value: 'suspended', label: 'checkStateSuspended' },
];

/** What a record still lacks, named for a lead, by the step's code. */
const stepNames: Record<MissingStep, PlainMessageId> = {
  check: 'checkStepCheck',
  references: 'checkStepReferences',
  interview: 'checkStepInterview',
  training: 'checkStepTraining',
};

/**
 * The console's "Mentor checks": every mentor's safeguarding record, filtered by where it stands
 * today, with a form per mentor, suspension and its lifting, and the CSV a school keeps.
 */
export function MentorChecksTab() {
  const filterId = useId();
  const [filter, setFilter] = useState<CheckFilter>('not-checked');
  const checks = useMentorChecks(filter);
  return (
    <div className="mentor-checks">
      <p>{uiText.mentorChecksIntro}</p>
      <div className="check-filters">
        <div className="field">
          <label htmlFor={filterId}>{uiText.checkFilterLabel}</label>
          <select
            id={filterId}
            value={filter}
            onChange={(event) => setFilter(event.target.value as CheckFilter)}
          >
            {filters.map((option) => (
              <option key={option.value} value={option.value}>
                {uiText[option.label]}
              </option>
            ))}
          </select>
        </div>
        <a className="button" href="/api/safeguarding/mentor-checks.csv" download>
          {uiText.downloadCheckRecords}
        </a>
      </div>
      {checks.isPending ? (
        <p role="status">{uiText.loadingMentorChecks}</p>
      ) : checks.isError ? (
        <p role="alert">{checks.error.message}</p>
      ) : checks.data.mentors.length === 0 ? (
        <p>{uiText.noMentorsMatch}</p>
      ) : (
        <>
          <ul className="check-list">
            {checks.data.mentors.map((check) => (
              <CheckCard key={check.mentor.id} check={check} />
            ))}
          </ul>
          {checks.data.more && (
            <p className="hint">{uiText.mentorChecksMore({ count: checks.data.mentors.length })}</p>
          )}
        </>
      )}
    </div>
  );
}

/** Where a record stands, for a lead. */
function statusText(status: VettingStatusBody): string {
  switch (status.state) {
    case 'valid':
      return uiText.checkStatusValid({
        date: calendarDayText(dayBefore(status.until)),
        days: status.expiresInDays,
      });
    case 'expired':
      return uiText.checkStatusExpired({ date: calendarDayText(status.on) });
    case 'suspended':
      return uiText.checkStateSuspended;
    case 'not-checked':
      return uiText.checkStatusNotChecked({ steps: listText(status.missing, stepNames) });
  }
}

function CheckCard({ check }: { check: MentorCheck }) {
  const [editing, setEditing] = useState(false);
  const { mentor, record, status } = check;
  return (
    <li className="check-card">
      <h2 dir="auto">{mentor.name}</h2>
      <p className="hint">{mentor.email}</p>
      <p className={`check-status check-${status.state}`}>{statusText(status)}</p>
      {record?.suspendedReason && (
        <p>
          {withElements(uiText.suspensionReason, {
            reason: <span dir="auto">{record.suspendedReason}</span>,
          })}
        </p>
      )}
      {record?.kind && (
        <p className="hint">
          {uiText.checkRecordLine({
            kind: uiText[checkKindNames[record.kind]],
            reference: record.reference ?? '',
            recordedBy: record.recordedBy,
          })}
        </p>
      )}
      <button
        type="button"
        className="button"
        aria-expanded={editing}
        onClick={() => setEditing((open) => !open)}
      >
        {editing
          ? uiText.closeCheckForm
          : withElements(uiText.recordMentorCheck, {
              name: <span dir="auto">{mentor.name}</span>,
            })}
      </button>
      {editing && (
        <CheckForm mentorId={mentor.id} record={record} onSaved={() => setEditing(false)} />
      )}
      <SuspensionForm
        mentorId={mentor.id}
        name={mentor.name}
        suspended={status.state === 'suspended'}
      />
    </li>
  );
}
