import { type FormEvent, useState } from 'react';
import type { ProgrammeCode } from '@mentorbridge/domain/api/programmes';
import type { PlainMessageId } from '@mentorbridge/domain/i18n/catalogue';
import { type CodeRole, MAX_CODE_USES, spacedCode } from '@mentorbridge/domain/programme-codes';
import { uiText } from '@mentorbridge/domain/ui-text';
import { calendarDayText } from '../../lib/clock-text.ts';
import { FormError } from '../../ui/form-error.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useMakeCode } from './api/membership-queries.ts';

/** Each code's name, and the button that makes a new one. */
const names: Record<CodeRole, { name: PlainMessageId; makeNew: PlainMessageId }> = {
  pupil: { name: 'classCode', makeNew: 'newClassCode' },
  mentor: { name: 'mentorCode', makeNew: 'newMentorCode' },
};

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
      <h5>{uiText[names[role].name]}</h5>
      {code ? (
        <>
          <code className="programme-code">{spacedCode(code.code)}</code>
          <p className="hint">
            {uiText.codeUsage({
              uses: code.uses,
              maxUses: code.maxUses,
              date: calendarDayText(code.expiresOn),
            })}
            {code.approvalRequired ? ` ${uiText.codeLetsEachIn}` : ''}
          </p>
        </>
      ) : (
        <p className="hint">{uiText.noCodeYet}</p>
      )}
      {making ? (
        <form className="stacked-form" onSubmit={handleMake} noValidate>
          {code && <p className="hint">{uiText.newCodeEndsOld}</p>}
          <TextField
            label={uiText.codeLastDayLabel}
            type="date"
            value={expiresOn}
            onChange={setExpiresOn}
          />
          <TextField
            label={uiText.codeMaxUsesLabel}
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
            {uiText.codeApprovalLabel}
          </label>
          <FormError problem={problem} />
          <div className="button-row">
            <button type="submit" className="button primary" disabled={make.isPending}>
              {uiText.makeCode}
            </button>
            <button type="button" className="button" onClick={() => setMaking(false)}>
              {uiText.consoleCancel}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button secondary" onClick={() => setMaking(true)}>
          {uiText[names[role].makeNew]}
        </button>
      )}
    </div>
  );
}
