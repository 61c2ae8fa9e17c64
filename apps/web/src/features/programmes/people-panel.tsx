import { type FormEvent, useState } from 'react';
import type { ProgrammeMember } from '@mentorbridge/domain/api/programmes';
import { uiText } from '@mentorbridge/domain/ui-text';
import { dayInWords } from '../../lib/day-in-words.ts';
import { FormError } from '../../ui/form-error.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useApproveMember, useRemoveMember } from './api/membership-queries.ts';

/** Who waits to be let in and who is in the programme, with what a coordinator does to each. */
export function PeoplePanel({
  programmeId,
  members,
}: {
  programmeId: string;
  members: ProgrammeMember[];
}) {
  const waiting = members.filter((member) => member.status === 'waiting');
  const inIt = members.filter((member) => member.status === 'member');
  return (
    <>
      <h5>Waiting to be let in</h5>
      {waiting.length === 0 ? (
        <p className="hint">Nobody is waiting.</p>
      ) : (
        <ul className="member-list">
          {waiting.map((member) => (
            <MemberRow key={member.userId} programmeId={programmeId} member={member} />
          ))}
        </ul>
      )}
      <h5>In the programme</h5>
      {inIt.length === 0 ? (
        <p className="hint">Nobody yet: share the codes above.</p>
      ) : (
        <ul className="member-list">
          {inIt.map((member) => (
            <MemberRow key={member.userId} programmeId={programmeId} member={member} />
          ))}
        </ul>
      )}
    </>
  );
}

function MemberRow({ programmeId, member }: { programmeId: string; member: ProgrammeMember }) {
  const notify = useNotify();
  const approve = useApproveMember(programmeId);
  const remove = useRemoveMember(programmeId);
  const [removing, setRemoving] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const waits = member.status === 'waiting';
  // Someone who has not written their name yet is known by their address.
  const shown = member.fullName || member.email || uiText.pupilWithheld;

  const handleRemove = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.mutate(
      { userId: member.userId, reason },
      { onError: (error) => setProblem(error.message) },
    );
  };

  return (
    <li className="member">
      <span>
        <strong>{shown}</strong>{' '}
        {member.role === 'pupil' ? `pupil, ${member.ageGroup ?? ''}` : 'mentor'}{' '}
        <span className="coordinator-email">{member.email}</span>
        {member.check && <CheckStatus check={member.check} />}
      </span>
      {removing ? (
        <form className="stacked-form" onSubmit={handleRemove}>
          <TextField
            label={waits ? `Why not ${shown}?` : `Why take ${shown} out?`}
            value={reason}
            onChange={setReason}
            hint="Kept in the audit log."
          />
          <FormError problem={problem} />
          <div className="button-row">
            <button type="submit" className="button danger" disabled={remove.isPending}>
              {waits ? 'Say no' : 'Take out'}
            </button>
            <button type="button" className="button" onClick={() => setRemoving(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="button-row">
          {waits && (
            <button
              type="button"
              className="button primary"
              disabled={approve.isPending}
              onClick={() =>
                approve.mutate(member.userId, {
                  onError: (error) => notify({ kind: 'error', text: error.message }),
                })
              }
            >
              Let in
            </button>
          )}
          <button type="button" className="button secondary" onClick={() => setRemoving(true)}>
            {waits ? 'Say no' : 'Take out'}
          </button>
        </div>
      )}
    </li>
  );
}

/** A mentor's safeguarding check as the school reads it: its kind and its last counting day. */
function CheckStatus({ check }: { check: NonNullable<ProgrammeMember['check']> }) {
  return check.countsThrough === null ? (
    <span className="check-status not-counting">Safeguarding check: does not count today</span>
  ) : (
    <span className="check-status">
      Safeguarding check{check.kind ? ` (${check.kind})` : ''}: counts through{' '}
      {dayInWords(check.countsThrough)}
    </span>
  );
}
