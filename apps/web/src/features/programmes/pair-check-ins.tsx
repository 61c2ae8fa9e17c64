import type { MemberCheckIns } from '@mentorbridge/domain/api/check-ins';
import type { ProgrammePair } from '@mentorbridge/domain/api/programme-matches';
import { uiText } from '@mentorbridge/domain/ui-text';
import { dateText } from '../../lib/clock-text.ts';
import { calendarDayText } from '../../lib/clock-text.ts';
import { useNotify } from '../../ui/notices.tsx';
import { useLookedAtCheckIns } from './api/pairs-queries.ts';
import { pairNames } from './pair-names.ts';

/** A member's latest check-in, in the console's words. */
function latestInWords(member: MemberCheckIns): string {
  if (member.rating === null || member.answeredAt === null) return uiText.checkInNotAnsweredYet;
  const latest = { rating: member.rating, date: dateText(member.answeredAt) };
  return member.line
    ? uiText.checkInLatestWithLine({ ...latest, line: member.line })
    : uiText.checkInLatest(latest);
}

const membersOf = (pair: ProgrammePair) => [
  { who: pairNames(pair).pupil, checkIns: pair.checkIns.pupil },
  { who: pair.mentor.name, checkIns: pair.checkIns.mentor },
];

/**
 * A pair's check-ins among its facts on the console (decision 060): each member's latest answer,
 * and who is overdue (7 days past the day). Terms of the pair's own list.
 */
export function CheckInFacts({ pair }: { pair: ProgrammePair }) {
  return membersOf(pair).map(({ who, checkIns }) => [
    <dt key={`${who}-term`}>{uiText.checkInOfMember({ name: who })}</dt>,
    <dd key={`${who}-value`}>
      {latestInWords(checkIns)}
      {checkIns.overdueSince && (
        <span className="quiet-badge">
          {uiText.checkInOverdueSince({ date: calendarDayText(checkIns.overdueSince) })}
        </span>
      )}
    </dd>,
  ]);
}

/** A rating of 1 or 2, or a flagged line, waiting for a coordinator: `Looked at` clears it. */
export function CheckInsToLookAt({
  programmeId,
  pair,
  describedBy,
}: {
  programmeId: string;
  pair: ProgrammePair;
  describedBy: string;
}) {
  const notify = useNotify();
  const looked = useLookedAtCheckIns(programmeId);
  if (!membersOf(pair).some((member) => member.checkIns.toLookAt)) return null;
  return (
    <p className="check-in-look">
      <span className="quiet-badge">{uiText.checkInsToLookAt}</span>
      <button
        type="button"
        className="button secondary"
        aria-describedby={describedBy}
        disabled={looked.isPending}
        onClick={() =>
          looked.mutate(pair.requestId, {
            onSuccess: () => notify({ kind: 'success', text: uiText.checkInLookedDone }),
            onError: (error) => notify({ kind: 'error', text: error.message }),
          })
        }
      >
        {uiText.checkInLooked}
      </button>
    </p>
  );
}
