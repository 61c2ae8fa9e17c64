import './mentor-checks.css';
import { useId, useState } from 'react';
import type { CheckFilter, MentorCheck, VettingStatusBody } from '@mentorbridge/domain/api/vetting';
import { dayBefore } from '@mentorbridge/domain/vetting-rules';
import { dayInWords } from '../../lib/day-in-words.ts';
import { useMentorChecks } from './api/mentor-checks-queries.ts';
import { CheckForm } from './check-form.tsx';
import { SuspensionForm } from './suspension-form.tsx';

const filters: { value: CheckFilter; label: string }[] = [
  { value: 'all', label: 'All mentors' },
  { value: 'not-checked', label: 'Not checked' },
  { value: 'valid', label: 'Valid' },
  { value: 'expiring', label: 'Expiring within 30 days' },
  { value: 'expired', label: 'Expired' },
  { value: 'suspended', label: 'Suspended' },
];

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
      <p>
        Record what you have seen: the kind of check, its number and dates, references, interview
        and training. Never upload or keep a copy of a certificate or an identity document.
      </p>
      <div className="check-filters">
        <div className="field">
          <label htmlFor={filterId}>Show</label>
          <select
            id={filterId}
            value={filter}
            onChange={(event) => setFilter(event.target.value as CheckFilter)}
          >
            {filters.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <a className="button" href="/api/safeguarding/mentor-checks.csv" download>
          Download all records (CSV)
        </a>
      </div>
      {checks.isPending ? (
        <p role="status">Loading mentor checks...</p>
      ) : checks.isError ? (
        <p role="alert">{checks.error.message}</p>
      ) : checks.data.mentors.length === 0 ? (
        <p>No mentors match.</p>
      ) : (
        <>
          <ul className="check-list">
            {checks.data.mentors.map((check) => (
              <CheckCard key={check.mentor.id} check={check} />
            ))}
          </ul>
          {checks.data.more && (
            <p className="hint">
              Only the first {checks.data.mentors.length} by name are shown: choose a narrower
              filter, or download the CSV for all of them.
            </p>
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
      return `Valid until ${dayInWords(dayBefore(status.until))} (${status.expiresInDays} days left)`;
    case 'expired':
      return `Expired on ${dayInWords(status.on)}`;
    case 'suspended':
      return 'Suspended';
    case 'not-checked':
      return `Not checked: missing ${status.missing.join(', ')}`;
  }
}

function CheckCard({ check }: { check: MentorCheck }) {
  const [editing, setEditing] = useState(false);
  const { mentor, record, status } = check;
  return (
    <li className="check-card">
      <h2>{mentor.name}</h2>
      <p className="hint">{mentor.email}</p>
      <p className={`check-status check-${status.state}`}>{statusText(status)}</p>
      {record?.suspendedReason && <p>Reason for the suspension: {record.suspendedReason}</p>}
      {record?.kind && (
        <p className="hint">
          {record.kind}, number {record.reference}; recorded by {record.recordedBy}
        </p>
      )}
      <button
        type="button"
        className="button"
        aria-expanded={editing}
        onClick={() => setEditing((open) => !open)}
      >
        {editing ? 'Close the form' : `Record ${mentor.name}'s check`}
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
