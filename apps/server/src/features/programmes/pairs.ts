import { stringify } from 'csv-stringify/sync';
import type {
  ProgrammePair,
  ProgrammePairs,
  ProposeMatchBody,
} from '@mentorbridge/domain/api/programme-matches';
import { shownName } from '@mentorbridge/domain/connection-rules';
import type { EndedBy, EndingReason } from '@mentorbridge/domain/ending-rules';
import { quietDays, recentSince } from '@mentorbridge/domain/programme-rules';
import { ageBand, isMinor } from '@mentorbridge/domain/safety/age-band';
import { msg } from '@mentorbridge/domain/ui-text';
import { writeIn } from '../../i18n/languages.ts';
import { countsOn, dayBefore, dayText } from '@mentorbridge/domain/vetting-rules';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { insertAuditLine } from '../../lib/audit-log-repository.ts';
import { asCsvText } from '../../lib/csv-cell.ts';
import { todayBy } from '../../lib/clock.ts';
import {
  approveProgrammeMatch,
  proposeProgrammeMatch,
  refuseProgrammeMatch,
} from '../connections/service.ts';
import { checkInsOfPairs } from '../check-ins/service.ts';
import { reachesChildrenToday } from '../vetting/service.ts';
import { type Actor, programmeOfCoordinator } from './access.ts';
import { listMembers } from './membership-repository.ts';
import { listPairs, type PairRow } from './pairs-repository.ts';

type Deps = Parameters<typeof approveProgrammeMatch>[0] & Pick<AppContext, 'db' | 'clock'>;

const asNumber = (value: number | string | null) => (value === null ? null : Number(value));

function stateOf(row: PairRow): ProgrammePair['state'] {
  if (row.status === 'accepted') return row.ended_at === null ? 'active' : 'ended';
  if (row.status === 'rejected') return 'refused';
  return row.mentor_accepted_at === null ? 'requested' : 'waiting';
}

/** What a coordinator may read of the programme's pupils (decision 058, as 051 for leads). */
async function pairsOf(deps: Deps, actor: Actor, programmeId: string) {
  const programme = await programmeOfCoordinator(deps, actor, programmeId);
  const now = deps.clock.now();
  const [rows, mayReadPupils] = await Promise.all([
    listPairs(deps.db, programmeId, { recentSince: recentSince(now), now }),
    reachesChildrenToday(deps, actor.id),
  ]);
  // Withheld: empty, and the page writes "A pupil" in its reader's language.
  const pupilName = (row: { pupil_name: string; pupil_age: number }) =>
    !mayReadPupils && isMinor(row.pupil_age) ? '' : shownName(row.pupil_name, 'mentee');
  return { programme, now, rows, mayReadPupils, pupilName };
}

/** The programme's pairs and how each is doing, for its coordinators. */
export async function programmePairs(
  deps: Deps,
  actor: Actor,
  programmeId: string,
): Promise<ProgrammePairs> {
  const { programme, now, rows, mayReadPupils, pupilName } = await pairsOf(
    deps,
    actor,
    programmeId,
  );
  const checkIns = await checkInsOfPairs(
    deps,
    rows.map((row) => ({
      id: row.id,
      mentorId: row.mentor_id,
      pupilId: row.pupil_id,
      open:
        stateOf(row) === 'active'
          ? { on: true, startedAt: row.updated_at, cadence: programme.checkInCadence }
          : null,
      withholdPupilLine: !mayReadPupils && isMinor(row.pupil_age),
    })),
  );
  return {
    pupilsHidden: !mayReadPupils,
    pairs: rows.map((row) => {
      const state = stateOf(row);
      const lastFromPupil = asNumber(row.last_from_pupil);
      const lastFromMentor = asNumber(row.last_from_mentor);
      const startedAt = state === 'active' || state === 'ended' ? row.updated_at : null;
      const last = Math.max(lastFromPupil ?? 0, lastFromMentor ?? 0) || null;
      return {
        requestId: row.id,
        pupil: { userId: row.pupil_id, name: pupilName(row) },
        mentor: { userId: row.mentor_id, name: shownName(row.mentor_name, 'mentor') },
        state,
        proposed: row.proposed_by !== null,
        refusal: row.programme_refusal,
        requestedAt: row.created_at,
        startedAt,
        lastFromPupil,
        lastFromMentor,
        messagesLast14Days: Number(row.recent_messages),
        calls: Number(row.calls),
        callMinutes: Math.round(Number(row.call_ms ?? 0) / 60_000),
        quietDays: state !== 'active' ? null : quietDays(last, startedAt ?? now, now),
        checkIns: checkIns.get(row.id) ?? { pupil: noCheckIns, mentor: noCheckIns },
        caregiverPaused: row.caregiver_paused_at !== null,
        coordinatorJoinsCalls:
          state === 'active' &&
          programme.videoPolicy === 'coordinator_joins' &&
          isMinor(row.pupil_age),
        inCall: Number(row.in_call) > 0,
        ending: endingOf(row, !mayReadPupils && isMinor(row.pupil_age)),
      };
    }),
  };
}

const noCheckIns = {
  rating: null,
  line: null,
  answeredAt: null,
  overdueSince: null,
  toLookAt: false,
};

/** How the pair's mentoring ended, with the exit answers the coordinator may read. */
function endingOf(row: PairRow, pupilWithheld: boolean): ProgrammePair['ending'] {
  if (row.ended_at === null || row.ended_by_role === null || row.ending_reason === null) {
    return null;
  }
  const answers = (helped: number | null, bestPart: string | null, better: string | null) =>
    helped === null ? null : { helped, bestPart: bestPart ?? '', better: better ?? '' };
  return {
    endedAt: Number(row.ended_at),
    by: row.ended_by_role as EndedBy,
    reason: row.ending_reason as EndingReason,
    pupilAnswers: pupilWithheld
      ? null
      : answers(row.pupil_helped, row.pupil_best_part, row.pupil_better),
    mentorAnswers: answers(row.mentor_helped, row.mentor_best_part, row.mentor_better),
  };
}

const recordColumns = [
  'Pupil',
  'Age group',
  'Matched adult',
  "Adult's email",
  'Check kind',
  'Issued',
  'Seen',
  'Expires',
  'Counts until',
  'Match',
  'Requested on',
  'Started on',
  'Ended on',
];

/**
 * The programme's record as CSV, the shape of a school's single central record: each pupil
 * with each adult they are matched with (or none yet), the adult's check and the match's days.
 * Written to the audit log, as every export of records is.
 */
export async function programmeRecordCsv(
  deps: Deps,
  actor: Actor,
  programmeId: string,
): Promise<string> {
  const { rows, pupilName } = await pairsOf(deps, actor, programmeId);
  const members = await listMembers(deps.db, programmeId);
  const today = todayBy(deps.clock);
  // The record file is in English, as its columns are.
  const inRecord = (name: string) => name || writeIn('en', msg.pupilWithheld);
  const pairRows = rows.map((row) => [
    inRecord(pupilName(row)),
    ageBand(row.pupil_age),
    shownName(row.mentor_name, 'mentor'),
    row.mentor_email,
    row.check_kind ?? '',
    row.issued_on ?? '',
    row.seen_on ?? '',
    row.expires_on ?? '',
    countsOn(row.reaches_children_until, today) && row.reaches_children_until
      ? dayBefore(row.reaches_children_until)
      : 'Does not count',
    stateOf(row),
    dayText(row.created_at),
    stateOf(row) === 'active' || stateOf(row) === 'ended' ? dayText(row.updated_at) : '',
    row.ended_at === null ? '' : dayText(Number(row.ended_at)),
  ]);
  const matched = new Set(rows.map((row) => row.pupil_id));
  const unmatched = members
    .filter((m) => m.role === 'pupil' && m.status === 'member' && !matched.has(m.id))
    .map((member) => [
      inRecord(pupilName({ pupil_name: member.full_name, pupil_age: member.age })),
      ageBand(member.age),
      ...Array<string>(recordColumns.length - 2).fill(''),
    ]);
  await insertAuditLine(deps.db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: "exported a programme's record",
    subject: `programme ${programmeId}`,
    reason: '',
    now: deps.clock.now(),
  });
  return stringify([recordColumns, ...[...pairRows, ...unmatched].map((r) => r.map(asCsvText))]);
}

/** A coordinator proposes a match between a pupil and a mentor who are both members. */
export async function proposeMatch(
  deps: Deps,
  actor: Actor,
  programmeId: string,
  body: ProposeMatchBody,
): Promise<{ requestId: string }> {
  const programme = await programmeOfCoordinator(deps, actor, programmeId);
  const members = await listMembers(deps.db, programmeId);
  const memberAs = (userId: string, role: string) =>
    members.find((m) => m.id === userId && m.role === role && m.status === 'member');
  const pupil = memberAs(body.pupilId, 'pupil');
  const mentor = memberAs(body.mentorId, 'mentor');
  if (!pupil || !mentor) throw new ApiError(400, 'invalid_request', msg.proposalNotMembers);
  const requestId = await proposeProgrammeMatch(deps, actor, programme, {
    pupilId: pupil.id,
    pupilAge: pupil.age,
    pupilName: shownName(pupil.full_name, 'mentee'),
    mentorId: mentor.id,
  });
  return { requestId };
}

/** A coordinator opens the chat of a match waiting for them. */
export async function approveMatch(deps: Deps, actor: Actor, programmeId: string, id: string) {
  await programmeOfCoordinator(deps, actor, programmeId);
  await approveProgrammeMatch(deps, actor, programmeId, id);
}

/** A coordinator says no to a match waiting for them, with the reason the pair reads. */
export async function refuseMatch(
  deps: Deps,
  actor: Actor,
  programmeId: string,
  id: string,
  reason: string,
) {
  await programmeOfCoordinator(deps, actor, programmeId);
  await refuseProgrammeMatch(deps, actor, programmeId, id, reason);
}
