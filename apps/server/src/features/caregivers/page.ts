import type { CaregiverMatch, CaregiverPage } from '@mentorbridge/domain/api/caregivers';
import { MESSAGE_WEEKS } from '@mentorbridge/domain/caregiver-rules';
import { shownName } from '@mentorbridge/domain/connection-rules';
import { countsOn, dayBefore } from '@mentorbridge/domain/vetting-rules';
import type { AppContext } from '../../app-context.ts';
import { todayBy } from '../../lib/clock.ts';
import { profilePictureKey } from '../../storage/file-keys.ts';
import type { CaregiverRecord } from './repository.ts';
import { coordinatorsOf, listChildMatches, pairActivity } from './match-repository.ts';

const WEEK = 7 * 24 * 60 * 60_000;

type Deps = Pick<AppContext, 'db' | 'clock' | 'files'>;

/**
 * What a caregiver's page shows of each of the child's matches (decision 060): the mentor's name
 * and picture, the last day their check counts, the programme and its coordinators' addresses,
 * when each last wrote and how many messages a week, the calls with their day, time and length,
 * and the days the child answered a check-in. Never a message's words or a picture from a chat.
 */
export async function pageOf(deps: Deps, caregiver: CaregiverRecord): Promise<CaregiverPage> {
  const now = deps.clock.now();
  const today = todayBy(deps.clock);
  // A yes that waits for the programme's coordinator first is not the caregiver's turn yet.
  const rows = (await listChildMatches(deps.db, caregiver.childId)).filter(
    (row) => !Number(row.waits_for_programme),
  );
  const matches: CaregiverMatch[] = [];
  for (const row of rows) {
    const activity = await pairActivity(deps.db, {
      requestId: row.id,
      childId: caregiver.childId,
      mentorId: row.mentor_id,
      since: now - MESSAGE_WEEKS * WEEK,
    });
    const coordinators = row.organisation_id
      ? await coordinatorsOf(deps.db, row.organisation_id)
      : [];
    const until = row.reaches_children_until;
    matches.push({
      requestId: row.id,
      mentorName: shownName(row.mentor_name, 'mentor'),
      mentorPicture: row.avatar_version > 0 ? await pictureOf(deps, row.mentor_id) : null,
      checkedUntil: until !== null && countsOn(until, today) ? dayBefore(until) : null,
      programme: row.programme_name
        ? {
            name: row.programme_name,
            coordinators: coordinators.map((c) => ({
              name: shownName(c.full_name, 'mentor'),
              email: c.email,
            })),
          }
        : null,
      state:
        row.status === 'pending'
          ? 'waiting_for_you'
          : row.ended_at !== null
            ? 'ended'
            : row.caregiver_paused_at !== null
              ? 'paused'
              : 'open',
      lastFromChild: activity.lastFromChild,
      lastFromMentor: activity.lastFromMentor,
      messagesLastFourWeeks: activity.recentMessages,
      messagesPerWeek: Math.round((activity.recentMessages / MESSAGE_WEEKS) * 10) / 10,
      calls: activity.calls.map((call) => ({
        startedAt: call.startedAt,
        minutes: Math.round(((call.endedAt ?? now) - call.startedAt) / 60_000),
      })),
      checkInDays: activity.checkInDays,
    });
  }
  const asked = rows.some((row) => row.video_policy === 'after_caregiver');
  return {
    childName: shownName(caregiver.childName, 'mentee'),
    matches,
    videoCalls: { asked, agreed: caregiver.videoAgreed },
    language: caregiver.language,
  };
}

/** A mentor's small picture, as a data URL: the page has no session to fetch it with. */
async function pictureOf(deps: Pick<AppContext, 'files'>, mentorId: string) {
  const bytes = await deps.files.get(profilePictureKey(mentorId, 'small'));
  return bytes ? `data:image/webp;base64,${Buffer.from(bytes).toString('base64')}` : null;
}
