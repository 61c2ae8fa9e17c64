import { useId, useState } from 'react';
import type { ProgrammePair } from '@mentorbridge/domain/api/programme-matches';
import { uiText } from '@mentorbridge/domain/ui-text';
import { dateText } from '../../lib/clock-text.ts';
import { useNotify } from '../../ui/notices.tsx';
import { useApproveMatch } from './api/pairs-queries.ts';
import { CheckInFacts, CheckInsToLookAt } from './pair-check-ins.tsx';
import { LiftPauseForm } from './lift-pause-form.tsx';
import { PairEnding } from './pair-ending.tsx';
import { ReadChatDialog } from './read-chat-dialog.tsx';
import { RefuseMatchForm } from './refuse-match-form.tsx';
import { pairNames } from './pair-names.ts';

/** Where a pair stands, in the coordinator's words. */
function stateInWords(pair: ProgrammePair): string {
  switch (pair.state) {
    case 'requested':
      return uiText.pairWaitingForMentor;
    case 'waiting':
      return uiText.pairWaitingForApproval;
    case 'active':
      return uiText.pairChatOpen;
    case 'refused':
      return pair.refusal
        ? uiText.pairNotApprovedBecause({ reason: pair.refusal })
        : uiText.pairNotApproved;
    case 'ended':
      return uiText.pairMentoringEnded;
  }
}

const dayOrNone = (time: number | null) => (time === null ? uiText.noMessagesYet : dateText(time));

/**
 * One pair of the programme: who with whom, where the match stands and, once its chat is open,
 * how it is doing, a quiet pair standing out. A match waiting for a coordinator offers Approve
 * and Say no; an open chat may be read, a reason given first.
 */
export function PairRow({
  programmeId,
  programmeName,
  pair,
}: {
  programmeId: string;
  programmeName: string;
  pair: ProgrammePair;
}) {
  const notify = useNotify();
  const approve = useApproveMatch(programmeId);
  const namesId = useId();
  const newTabId = useId();
  const [refusing, setRefusing] = useState(false);
  const names = pairNames(pair);

  const handleApprove = () =>
    approve.mutate(pair.requestId, {
      onSuccess: () => notify({ kind: 'success', text: uiText.pairCanTalkNow(names) }),
      onError: (error) => notify({ kind: 'error', text: error.message }),
    });

  return (
    <li className="pair">
      <p className="pair-names" id={namesId}>
        <strong dir="auto">{names.pupil}</strong>
        <span aria-hidden="true" className="directional">
          {' '}
          →{' '}
        </span>
        <span className="visually-hidden"> {uiText.pairNamesWith} </span>
        <strong dir="auto">{names.mentor}</strong>
      </p>
      <p className="pair-state">
        <span>{stateInWords(pair)}</span>
        {pair.quietDays !== null && (
          <span className="quiet-badge">{uiText.quietForDays({ days: pair.quietDays })}</span>
        )}
      </p>
      {pair.proposed && (
        <p className="hint">{uiText.matchProposedByProgramme({ name: programmeName })}</p>
      )}
      {pair.startedAt === null ? (
        <p className="hint">{uiText.pairAskedOn({ date: dateText(pair.requestedAt) })}</p>
      ) : (
        <dl className="programme-facts pair-facts">
          <dt>{uiText.pairStartedOn}</dt>
          <dd>{dateText(pair.startedAt)}</dd>
          <dt>{uiText.lastFromPupil}</dt>
          <dd>{dayOrNone(pair.lastFromPupil)}</dd>
          <dt>{uiText.lastFromMentor}</dt>
          <dd>{dayOrNone(pair.lastFromMentor)}</dd>
          <dt>{uiText.messagesLast14Days}</dt>
          <dd>{pair.messagesLast14Days}</dd>
          <dt>{uiText.callsHeading}</dt>
          <dd>
            {pair.calls === 0
              ? uiText.noCallsYet
              : uiText.pairCallsWithMinutes({ calls: pair.calls, minutes: pair.callMinutes })}
          </dd>
          <CheckInFacts pair={pair} />
        </dl>
      )}
      {pair.state === 'waiting' &&
        (refusing ? (
          <RefuseMatchForm
            programmeId={programmeId}
            pair={pair}
            onCancel={() => setRefusing(false)}
          />
        ) : (
          <div className="button-row">
            <button
              type="button"
              className="button primary"
              aria-describedby={namesId}
              disabled={approve.isPending}
              onClick={handleApprove}
            >
              {uiText.caregiverApprove}
            </button>
            <button
              type="button"
              className="button secondary"
              aria-describedby={namesId}
              onClick={() => setRefusing(true)}
            >
              {uiText.sayNo}
            </button>
          </div>
        ))}
      {pair.caregiverPaused && (
        <LiftPauseForm programmeId={programmeId} pair={pair} describedBy={namesId} />
      )}
      {pair.coordinatorJoinsCalls && (
        <p className="pair-call">
          {pair.inCall && <span className="hint">{uiText.pairInCall} </span>}
          {/* In a new tab, as a member's call opens: the console stays open beside it. */}
          <a
            className="button secondary"
            href={`/programmes/${encodeURIComponent(programmeId)}/pairs/${encodeURIComponent(pair.requestId)}/call`}
            target="_blank"
            rel="noopener"
            aria-describedby={`${namesId} ${newTabId}`}
          >
            {uiText.joinPairCall}
          </a>
          <span id={newTabId} className="visually-hidden">
            {uiText.consoleOpensInNewTab}
          </span>
        </p>
      )}
      <CheckInsToLookAt programmeId={programmeId} pair={pair} describedBy={namesId} />
      {(pair.state === 'active' || pair.state === 'ended') && (
        <ReadChatDialog programmeId={programmeId} pair={pair} describedBy={namesId} />
      )}
      <PairEnding programmeId={programmeId} pair={pair} describedBy={namesId} />
    </li>
  );
}
