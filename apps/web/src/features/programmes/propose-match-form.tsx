import { type FormEvent, useId, useState } from 'react';
import type { ProgrammeMember } from '@mentorbridge/domain/api/programmes';
import { uiText } from '@mentorbridge/domain/ui-text';
import { FormError } from '../../ui/form-error.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { useProgrammePeople } from './api/membership-queries.ts';
import { useProposeMatch } from './api/pairs-queries.ts';

/** A member by name; one who has not written it yet, by their address, as in the people list. */
const shownName = (member: ProgrammeMember) =>
  member.fullName || member.email || uiText.pupilWithheld;

/** A member as the choice lists name them: a pupil with their age band. */
const optionName = (member: ProgrammeMember) =>
  member.ageGroup
    ? uiText.memberWithAgeGroup({ name: shownName(member), ageGroup: member.ageGroup })
    : shownName(member);

/**
 * "Propose a match": a pupil and a mentor who are both in the programme. The mentor is asked as
 * by any request, and the match needs no approval once they say yes.
 */
export function ProposeMatchForm({ programmeId }: { programmeId: string }) {
  const notify = useNotify();
  const people = useProgrammePeople(programmeId);
  const propose = useProposeMatch(programmeId);
  const [pupilId, setPupilId] = useState('');
  const [mentorId, setMentorId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pupilField = useId();
  const mentorField = useId();
  const members = people.data?.members.filter((member) => member.status === 'member') ?? [];
  const pupils = members.filter((member) => member.role === 'pupil');
  const mentors = members.filter((member) => member.role === 'mentor');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pupil = pupils.find((member) => member.userId === pupilId);
    const mentor = mentors.find((member) => member.userId === mentorId);
    // The server's own answer when either is not a member, said before anything is sent.
    if (!pupil || !mentor) {
      setProblem(uiText.proposalNotMembers);
      return;
    }
    propose.mutate(
      { pupilId, mentorId },
      {
        onSuccess: () => {
          setPupilId('');
          setMentorId('');
          setProblem(null);
          notify({
            kind: 'success',
            text: uiText.matchProposed({ mentor: shownName(mentor), pupil: shownName(pupil) }),
          });
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form className="stacked-form propose-match" onSubmit={handleSubmit} noValidate>
      <h6>{uiText.proposeMatchHeading}</h6>
      {people.isSuccess && (pupils.length === 0 || mentors.length === 0) && (
        <p className="hint">{uiText.proposalNeedsMembers}</p>
      )}
      <div className="field">
        <label htmlFor={pupilField}>{uiText.pupilLabel}</label>
        <select
          id={pupilField}
          value={pupilId}
          onChange={(event) => setPupilId(event.target.value)}
        >
          <option value="">{uiText.choosePupil}</option>
          {pupils.map((pupil) => (
            <option key={pupil.userId} value={pupil.userId}>
              {optionName(pupil)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={mentorField}>{uiText.mentorLabel}</label>
        <select
          id={mentorField}
          value={mentorId}
          onChange={(event) => setMentorId(event.target.value)}
        >
          <option value="">{uiText.chooseMentor}</option>
          {mentors.map((mentor) => (
            <option key={mentor.userId} value={mentor.userId}>
              {optionName(mentor)}
            </option>
          ))}
        </select>
      </div>
      <FormError problem={problem} />
      <button type="submit" className="button" disabled={propose.isPending}>
        {uiText.proposeMatch}
      </button>
    </form>
  );
}
