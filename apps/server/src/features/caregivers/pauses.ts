import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { insertAuditLine } from '../../lib/audit-log-repository.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import {
  type PauseLifter,
  pausedByCaregiverMail,
  pauseLiftedMail,
} from '../../mail/caregiver-mail.ts';
import { postMail, withMail } from '../../mail/send-mail.ts';
import { endCallOfPausedChat } from '../calls/service.ts';
import { freshLink } from './links.ts';
import { findCaregiverOf } from './repository.ts';
import {
  coordinatorsOf,
  leadAddresses,
  liftPause,
  listChildMatches,
  pauseMatch,
} from './match-repository.ts';
import { caregiverOfLink } from './access.ts';

type Deps = Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer' | 'realtime'>;

/**
 * `Pause this mentoring` (decision 060): the chat freezes at once, as a report freezes it, and a
 * running call ends, in every process; the programme's coordinators (outside a programme, the
 * safeguarding leads) are mailed to look at it.
 */
export async function pauseByCaregiver(deps: Deps, token: string, requestId: string) {
  const caregiver = await caregiverOfLink(deps, token);
  const match = (await listChildMatches(deps.db, caregiver.childId)).find(
    (row) => row.id === requestId,
  );
  if (!match) throw new ApiError(404, 'not_found', msg.chatNotFound);
  const now = deps.clock.now();
  await withMail(deps, async (deps) => {
    if (!(await pauseMatch(deps.db, { requestId, childId: caregiver.childId, now }))) {
      throw new ApiError(409, 'request_refused', msg.pausedNotice);
    }
    const told = match.organisation_id
      ? await coordinatorsOf(deps.db, match.organisation_id)
      : await leadAddresses(deps.db);
    const consoleUrl = `${deps.config.publicUrl}${match.organisation_id ? '/programmes' : '/safeguarding?tab=pauses'}`;
    for (const person of told) {
      const mail = pausedByCaregiverMail(person, {
        childId: caregiver.childId,
        programme: match.programme_name || null,
        consoleUrl,
      });
      await postMail(deps, mail);
    }
  });
  await endCallOfPausedChat(deps, requestId);
  deps.realtime.publish([caregiver.childId, match.mentor_id], {
    type: 'request.changed',
    requestId,
  });
}

/**
 * A coordinator of the match's programme, or a safeguarding lead, looked and lifts a caregiver's
 * pause, saying what they found: the caregiver reads it in a mail, with a new link to their page,
 * and the audit log keeps it. The caller has checked who may lift it.
 */
export async function liftCaregiverPause(
  deps: Deps,
  actor: Pick<SessionIdentity, 'id' | 'email' | 'fullName'>,
  match: { requestId: string; childId: string; mentorId: string; mentorName: string },
  { found, who }: { found: string; who: PauseLifter },
): Promise<void> {
  const now = deps.clock.now();
  await withMail(deps, async (deps) => {
    if (!(await liftPause(deps.db, match.requestId))) {
      throw new ApiError(409, 'request_refused', msg.notPausedByCaregiver);
    }
    await insertAuditLine(deps.db, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "lifted a caregiver's pause",
      subject: `request ${match.requestId}`,
      reason: found,
      now,
    });
    const caregiver = await findCaregiverOf(deps.db, match.childId);
    if (!caregiver) return;
    const facts = await freshLink(deps, caregiver, now);
    await postMail(deps, pauseLiftedMail(facts, { who, found, mentorName: match.mentorName }));
  });
  deps.realtime.publish([match.childId, match.mentorId], {
    type: 'request.changed',
    requestId: match.requestId,
  });
}
