import { type FormEvent, Fragment, useState } from 'react';
import type { ProgrammePair } from '@mentorbridge/domain/api/programme-matches';
import { ENDING_REASONS, endingReasonLabels, WORRIED } from '@mentorbridge/domain/ending-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { dateText } from '../../lib/clock-text.ts';
import { FormError } from '../../ui/form-error.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { useEndPairMatch, useReopenPairMatch } from './api/pairs-queries.ts';
import { ReasonForm } from './reason-form.tsx';

/** The reasons a coordinator may give: a worry goes to the school's safeguarding lead instead. */
const coordinatorReasons = ENDING_REASONS.filter((reason) => reason !== WORRIED);

const endedByWords: Record<NonNullable<ProgrammePair['ending']>['by'], string> = {
  mentor: 'the mentor',
  mentee: 'the pupil',
  coordinator: 'a coordinator',
  planned_end: "the programme's planned end",
};

/**
 * A pair's ending on the console (decision 060): for an open chat, `End our mentoring` with a
 * reason from the list; for an ended one, when and why, each member's exit answers, and
 * `Reopen this match` with a reason kept in the audit log.
 */
export function PairEnding({
  programmeId,
  pair,
  describedBy,
}: {
  programmeId: string;
  pair: ProgrammePair;
  describedBy: string;
}) {
  if (pair.ending) {
    return (
      <EndedPair
        programmeId={programmeId}
        pair={pair}
        ending={pair.ending}
        describedBy={describedBy}
      />
    );
  }
  return pair.state === 'active' ? (
    <EndPairForm programmeId={programmeId} pair={pair} describedBy={describedBy} />
  ) : null;
}

function EndPairForm({
  programmeId,
  pair,
  describedBy,
}: {
  programmeId: string;
  pair: ProgrammePair;
  describedBy: string;
}) {
  const notify = useNotify();
  const end = useEndPairMatch(programmeId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!open) {
    return (
      <button
        type="button"
        className="button secondary"
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {uiText.endThisMentoring}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem(uiText.endReasonMissing);
      return;
    }
    end.mutate(
      { requestId: pair.requestId, reason },
      {
        onSuccess: () =>
          notify({
            kind: 'success',
            text: `The mentoring of ${pair.pupil.name} and ${pair.mentor.name} has ended.`,
          }),
        onError: (error) => setProblem(error.message),
      },
    );
  };
  return (
    <form className="stacked-form" onSubmit={submit} noValidate>
      <fieldset className="report-reasons">
        <legend>{uiText.endReasonLegend}</legend>
        {coordinatorReasons.map((option) => (
          <label key={option} className="radio">
            <input
              type="radio"
              name={`end-${pair.requestId}`}
              value={option}
              checked={reason === option}
              onChange={() => setReason(option)}
            />
            {endingReasonLabels[option]}
          </label>
        ))}
      </fieldset>
      <p className="hint">{uiText.endDialogIntro}</p>
      <FormError problem={problem} />
      <div className="button-row">
        <button type="submit" className="button danger" disabled={end.isPending}>
          {uiText.endThisMentoring}
        </button>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function EndedPair({
  programmeId,
  pair,
  ending,
  describedBy,
}: {
  programmeId: string;
  pair: ProgrammePair;
  ending: NonNullable<ProgrammePair['ending']>;
  describedBy: string;
}) {
  const notify = useNotify();
  const reopen = useReopenPairMatch(programmeId);
  const [reopening, setReopening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const answers = [
    { who: pair.pupil.name, given: ending.pupilAnswers },
    { who: pair.mentor.name, given: ending.mentorAnswers },
  ];
  const submit = (reason: string) =>
    reopen.mutate(
      { requestId: pair.requestId, reason },
      {
        onSuccess: () => notify({ kind: 'success', text: uiText.matchReopened }),
        onError: (error) => setProblem(error.message),
      },
    );

  return (
    <div className="pair-ending">
      <p>
        {uiText.endedOnShort({ date: dateText(ending.endedAt) })}, by {endedByWords[ending.by]}:{' '}
        {endingReasonLabels[ending.reason]}
      </p>
      <dl className="programme-facts pair-facts">
        {answers.map(({ who, given }) => (
          <Fragment key={who}>
            <dt>Exit answers, {who}</dt>
            <dd>
              {given
                ? `Helped ${given.helped} of 5${given.bestPart ? `. Best: ${given.bestPart}` : ''}${
                    given.better ? `. Better: ${given.better}` : ''
                  }`
                : 'Not answered'}
            </dd>
          </Fragment>
        ))}
      </dl>
      {reopening ? (
        <ReasonForm
          label={uiText.reopenReasonLabel}
          hint="Kept in the audit log."
          submitLabel={uiText.reopenMatch}
          pending={reopen.isPending}
          problem={problem}
          onSubmit={submit}
          onCancel={() => setReopening(false)}
        />
      ) : (
        <button
          type="button"
          className="button secondary"
          aria-describedby={describedBy}
          onClick={() => setReopening(true)}
        >
          {uiText.reopenMatch}
        </button>
      )}
    </div>
  );
}
