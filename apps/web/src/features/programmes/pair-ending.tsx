import { type FormEvent, Fragment, useState } from 'react';
import type { ProgrammePair } from '@mentorbridge/domain/api/programme-matches';
import { ENDING_REASONS, WORRIED } from '@mentorbridge/domain/ending-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { dateText } from '../../lib/clock-text.ts';
import { FormError } from '../../ui/form-error.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { useEndPairMatch, useReopenPairMatch } from './api/pairs-queries.ts';
import { ReasonForm } from './reason-form.tsx';
import { pairNames } from './pair-names.ts';

/** The reasons a coordinator may give: a worry goes to the school's safeguarding lead instead. */
const coordinatorReasons = ENDING_REASONS.filter((reason) => reason !== WORRIED);

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
            text: uiText.pairMentoringHasEnded(pairNames(pair)),
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
            {uiText.coordinatorEndingReason({ reason: option })}
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
          {uiText.consoleCancel}
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
    { who: pairNames(pair).pupil, given: ending.pupilAnswers },
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
        {uiText.pairEndedOnBy({
          date: dateText(ending.endedAt),
          by: ending.by,
          reason: uiText.coordinatorEndingReason({ reason: ending.reason }),
        })}
      </p>
      <dl className="programme-facts pair-facts">
        {answers.map(({ who, given }) => (
          <Fragment key={who}>
            <dt>{uiText.exitAnswersOf({ name: who })}</dt>
            <dd>{given ? exitAnswersInWords(given) : uiText.exitNotAnswered}</dd>
          </Fragment>
        ))}
      </dl>
      {reopening ? (
        <ReasonForm
          label={uiText.reopenReasonLabel}
          hint={uiText.keptInAuditLog}
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

type ExitAnswers = NonNullable<NonNullable<ProgrammePair['ending']>['pupilAnswers']>;

/** A member's exit answers in one line: how much it helped, the best part, what could be better. */
const exitAnswersInWords = (given: ExitAnswers) =>
  [
    uiText.exitHelpedOf5({ helped: given.helped }),
    given.bestPart && uiText.exitBestPart({ text: given.bestPart }),
    given.better && uiText.exitBetter({ text: given.better }),
  ]
    .filter(Boolean)
    .join('. ');
