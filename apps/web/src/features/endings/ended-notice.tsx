import type { MatchEnding } from '@mentorbridge/domain/api/endings';
import { uiText } from '@mentorbridge/domain/ui-text';
import { dateText } from '../../lib/clock-text.ts';

/**
 * What an ended chat says in place of its composer (decision 060): the day it ended, in the
 * reader's own time, and who ended it when it was not the reader.
 */
export function EndedNotice({
  ending,
  userIsEnder,
  otherName,
}: {
  ending: MatchEnding;
  /** The reader chose to end it: they know who did. */
  userIsEnder: boolean;
  otherName: string;
}) {
  const who =
    ending.by === 'coordinator'
      ? uiText.endedByCoordinator
      : ending.by === 'planned_end'
        ? uiText.endedByPlan
        : userIsEnder
          ? null
          : uiText.endedByOther({ name: otherName });
  return (
    <p role="status" className="ended-notice">
      {uiText.mentoringEndedOn({ date: dateText(ending.endedAt) })}
      {who && ` ${who}`}
    </p>
  );
}
