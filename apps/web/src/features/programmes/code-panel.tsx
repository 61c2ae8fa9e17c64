import { type FormEvent, useState } from 'react';
import type { ProgrammeCode } from '@mentorbridge/domain/api/programmes';
import { type CodeRole, MAX_CODE_USES, spacedCode } from '@mentorbridge/domain/programme-codes';
import { dayInWords } from '../../lib/day-in-words.ts';
import { FormError } from '../../ui/form-error.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useMakeCode } from './api/membership-queries.ts';

const names: Record<CodeRole, string> = { pupil: 'Class code', mentor: 'Mentor code' };

/** A programme's code for pupils or mentors, and a form that makes a new one. */
export function CodePanel({
  programmeId,
  role,
  code,
}: {
  programmeId: string;
  role: CodeRole;
  code: ProgrammeCode | undefined;
}) {
  const make = useMakeCode(programmeId);
  const [making, setMaking] = useState(false);
  const [expiresOn, setExpiresOn] = useState('');
  const [maxUses, setMaxUses] = useState(role === 'pupil' ? '35' : '10');
  const [approvalRequired, setApprovalRequired] = useState(role === 'mentor');
  const [problem, setProblem] = useState<string | null>(null);

  const handleMake = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    make.mutate(
      { role, expiresOn, maxUses: Number(maxUses), approvalRequired },
      {
        onSuccess: () => {
          setMaking(false);
          setProblem(null);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <div className="code-panel">
      <h5>{names[role]}</h5>
      {code ? (
        <>
          <p className="programme-code">{spacedCode(code.code)}</p>
          <p className="hint">
            Used {code.uses} of {code.maxUses} times, until {dayInWords(code.expiresOn)}.
            {code.approvalRequired ? ' A coordinator lets each person in.' : ''}
          </p>
        </>
      ) : (
        <p className="hint">None yet.</p>
      )}
      {making ? (
        <form className="stacked-form" onSubmit={handleMake} noValidate>
          {code && <p className="hint">A new code ends this one: it stops working at once.</p>}
          <TextField label="Last day" type="date" value={expiresOn} onChange={setExpiresOn} />
          <TextField
            label="How many people may use it"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CODE_USES}
            value={maxUses}
            onChange={setMaxUses}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={approvalRequired}
              onChange={(event) => setApprovalRequired(event.target.checked)}
            />
            A coordinator lets in each person who joins
          </label>
          <FormError problem={problem} />
          <div className="button-row">
            <button type="submit" className="button primary" disabled={make.isPending}>
              Make the code
            </button>
            <button type="button" className="button" onClick={() => setMaking(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button secondary" onClick={() => setMaking(true)}>
          New {names[role].toLowerCase()}
        </button>
      )}
    </div>
  );
}
