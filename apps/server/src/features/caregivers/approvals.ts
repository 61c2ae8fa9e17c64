import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { heldCheckedForChildren } from '../../lib/checked-mentor-repository.ts';
import { todayBy } from '../../lib/clock.ts';
import { caregiverApprovalMail } from '../../mail/caregiver-mail.ts';
import type { NotificationEvent } from '../../mail/notification-mails.ts';
import { postMail, withMailInBackground } from '../../mail/send-mail.ts';
import { withinCapacity } from '../mentoring/service.ts';
import { pushInBackground, sendNotification } from '../notifications/service.ts';
import { notCheckedYet } from '../vetting/service.ts';
import { freshLink, newToken } from './links.ts';
import { findCaregiverOf, findGuardian, saveCaregiver } from './repository.ts';
import { decideAsCaregiver, listChildMatches } from './match-repository.ts';
import { caregiverOfLink } from './access.ts';

type Deps = Pick<
  AppContext,
  | 'db'
  | 'backgroundDb'
  | 'clock'
  | 'config'
  | 'mailer'
  | 'background'
  | 'realtime'
  | 'push'
  | 'pushDevices'
>;

/**
 * The child's caregiver, made from the guardian an under-13's consent names when there is none
 * yet (an account from before caregivers' pages); undefined when nobody is named.
 */
async function caregiverFor(deps: Pick<AppContext, 'db'>, childId: string, now: number) {
  const found = await findCaregiverOf(deps.db, childId);
  if (found) return found;
  const guardian = await findGuardian(deps.db, childId);
  if (!guardian) return undefined;
  const { hash } = newToken();
  await saveCaregiver(deps.db, { childId, source: 'sign_up', tokenHash: hash, now, ...guardian });
  return findCaregiverOf(deps.db, childId);
}

/**
 * Asks a child under 13's caregiver to approve a match that waits for them (decision 060), in
 * the transaction that made it wait: the mail names the mentor and the last day their check
 * counts, and carries a new link to the page where they approve or refuse.
 */
export async function askCaregiverToApprove(
  deps: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  match: { childId: string; mentorName: string; checkedUntil: string },
  now: number,
): Promise<void> {
  const caregiver = await caregiverFor(deps, match.childId, now);
  if (!caregiver) return;
  const facts = await freshLink(deps, caregiver, now);
  await postMail(deps, caregiverApprovalMail(facts, match));
}

/**
 * The caregiver's yes or no to a match that waits for them. A yes is the accept: it runs the
 * accept's capacity check and gate (decision 038) in its transaction, and the child is told as of
 * an accept. A no ends the request, as a mentor's no would.
 */
export async function caregiverDecides(
  deps: Deps,
  token: string,
  requestId: string,
  agreed: boolean,
): Promise<void> {
  const caregiver = await caregiverOfLink(deps, token);
  const match = (await listChildMatches(deps.db, caregiver.childId)).find(
    (row) => row.id === requestId && row.status === 'pending' && !Number(row.waits_for_programme),
  );
  if (!match) throw new ApiError(409, 'request_refused', msg.matchNotWaiting);
  const now = deps.clock.now();
  const notice = await withMailInBackground(deps, async (deps) => {
    const decide = (db: typeof deps.db) =>
      decideAsCaregiver(db, { requestId, childId: caregiver.childId, agreed, now });
    const done = agreed
      ? await withinCapacity(deps, match.mentor_id, async (trx) => {
          if (!(await heldCheckedForChildren(trx, match.mentor_id, todayBy(deps.clock)))) {
            throw notCheckedYet();
          }
          return decide(trx);
        })
      : await decide(deps.db);
    if (!done) throw new ApiError(409, 'request_refused', msg.matchNotWaiting);
    if (!agreed) return null;
    const event: NotificationEvent = {
      type: 'request.accepted',
      mentorName: match.mentor_name,
      chatId: requestId,
      aboutId: match.mentor_id,
    };
    await sendNotification(deps, caregiver.childId, event, now);
    return event;
  });
  deps.realtime.publish([caregiver.childId, match.mentor_id], {
    type: 'request.changed',
    requestId,
  });
  if (notice) pushInBackground(deps, caregiver.childId, notice);
}
