import type { ProgrammePair } from '@mentorbridge/domain/api/programme-matches';
import { uiText } from '@mentorbridge/domain/ui-text';
import { recordCsvHref, useProgrammePairs } from './api/pairs-queries.ts';
import { PairRow } from './pair-row.tsx';
import { ProposeMatchForm } from './propose-match-form.tsx';

/** The order a coordinator works in: decisions first, then the pairs that talk. */
const stateOrder: Record<ProgrammePair['state'], number> = {
  waiting: 0,
  active: 1,
  requested: 2,
  refused: 3,
  ended: 4,
};

/** A pair whose check-ins wait to be looked at comes first, as a decision does. */
const orderOf = (pair: ProgrammePair) =>
  pair.checkIns.pupil.toLookAt || pair.checkIns.mentor.toLookAt ? -1 : stateOrder[pair.state];

/**
 * A programme's pairs on its card in the console: the matches waiting for a decision first,
 * then each pair and how it is doing, a form to propose a match, and the programme's record.
 */
export function PairsPanel({
  programmeId,
  programmeName,
}: {
  programmeId: string;
  programmeName: string;
}) {
  const pairs = useProgrammePairs(programmeId);
  const headingId = `pairs-${programmeId}`;
  return (
    <section className="pairs-panel" aria-labelledby={headingId}>
      <h5 id={headingId}>{uiText.pairsHeading}</h5>
      {pairs.isPending ? (
        <p role="status">{uiText.loadingPairs}</p>
      ) : pairs.isError ? (
        <p role="alert">{pairs.error.message}</p>
      ) : pairs.data.pairs.length === 0 ? (
        <p className="hint">{uiText.noPairsYet}</p>
      ) : (
        <ul className="pair-list">
          {[...pairs.data.pairs]
            .sort((a, b) => orderOf(a) - orderOf(b))
            .map((pair) => (
              <PairRow
                key={pair.requestId}
                programmeId={programmeId}
                programmeName={programmeName}
                pair={pair}
              />
            ))}
        </ul>
      )}
      <ProposeMatchForm programmeId={programmeId} />
      <p>
        <a href={recordCsvHref(programmeId)} download>
          {uiText.downloadProgrammeRecord}
        </a>
      </p>
    </section>
  );
}
