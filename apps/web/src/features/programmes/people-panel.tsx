import { type FormEvent, useState } from 'react';
import type { ProgrammeMember } from '@mentorbridge/domain/api/programmes';
import { uiText } from '@mentorbridge/domain/ui-text';
import { calendarDayText } from '../../lib/clock-text.ts';
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
      <h5>{uiText.waitingToBeLetIn}</h5>
      {waiting.length === 0 ? (
        <p className="hint">{uiText.nobodyWaiting}</p>
      ) : (
        <ul className="member-list">
          {waiting.map((member) => (
            <MemberRow key={member.userId} programmeId={programmeId} member={member} />
          ))}
        </ul>
      )}
      <h5>{uiText.inTheProgramme}</h5>
      {inIt.length === 0 ? (
        <p className="hint">{uiText.nobodyInProgrammeYet}</p>
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
        <strong dir="auto">{shown}</strong>{' '}
        {uiText.memberRoleInWords({ role: member.role, ageGroup: member.ageGroup ?? '' })}{' '}
        <span className="coordinator-email">{member.email}</span>
        {member.check && <CheckStatus check={member.check} />}
      </span>
      {removing ? (
        <form className="stacked-form" onSubmit={handleRemove}>
          <TextField
            label={waits ? uiText.whyNotLetIn({ name: shown }) : uiText.whyTakeOut({ name: shown })}
            value={reason}
            onChange={setReason}
            hint={uiText.keptInAuditLog}
          />
          <FormError problem={problem} />
          <div className="button-row">
            <button type="submit" className="button danger" disabled={remove.isPending}>
              {waits ? uiText.sayNo : uiText.takeOut}
            </button>
            <button type="button" className="button" onClick={() => setRemoving(false)}>
              {uiText.consoleCancel}
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
              {uiText.letIn}
            </button>
          )}
          <button type="button" className="button secondary" onClick={() => setRemoving(true)}>
            {waits ? uiText.sayNo : uiText.takeOut}
          </button>
        </div>
      )}
    </li>
  );
}

/** A mentor's safeguarding check as the school reads it: its kind and its last counting day. */
function CheckStatus({ check }: { check: NonNullable<ProgrammeMember['check']> }) {
  return check.countsThrough === null ? (
    <span className="check-status not-counting">{uiText.memberCheckNotCounting}</span>
  ) : (
    <span className="check-status">
      {check.kind
        ? uiText.memberCheckOfKindCountsThrough({
            kind: check.kind,
            date: calendarDayText(check.countsThrough),
          })
        : uiText.memberCheckCountsThrough({ date: calendarDayText(check.countsThrough) })}
    </span>
  );
}
