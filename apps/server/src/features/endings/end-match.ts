import { randomUUID } from 'node:crypto';
import { shownName } from '@mentorbridge/domain/connection-rules';
import type { EndedBy, EndingReason } from '@mentorbridge/domain/ending-rules';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { NotificationEvent } from '../../mail/notification-mails.ts';
import { withMailInBackground } from '../../mail/send-mail.ts';
import { endCallOfPausedChat } from '../calls/service.ts';
import { inTouchNow } from '../chat/service.ts';
import { pushInBackground, sendNotification } from '../notifications/service.ts';
import { insertEnding, type MatchRecord } from './repository.ts';

/** What an ending needs: mail, push and the open tabs to tell. */
export type MatchDeps = Pick<
  AppContext,
  | 'db'
  | 'backgroundDb'
  | 'realtime'
  | 'mailer'
  | 'config'
  | 'background'
  | 'clock'
  | 'push'
  | 'pushDevices'
>;

/**
 * Ends a match and tells both: their open tabs at once, and by mail and push the member who did
 * not end it (both, for a coordinator or the planned end), while the two may still reach each
 * other (decision 038: nothing about a child reaches a mentor whose check does not count, and
 * nothing from them reaches the child). Refused (409 `chat_ended`) when it had ended already.
 */
export async function endMatch(
  deps: MatchDeps,
  match: MatchRecord,
  ending: { by: EndedBy; byId: string | null; reason: EndingReason },
): Promise<void> {
  const now = deps.clock.now();
  const inTouch = await inTouchNow(deps, match.mentorId, match.id);
  const told = notices(match, ending.by).filter(() => inTouch);
  await withMailInBackground(deps, async (deps) => {
    const ended = await insertEnding(deps.db, {
      id: randomUUID(),
      requestId: match.id,
      ...ending,
      now,
    });
    if (!ended) throw new ApiError(409, 'chat_ended', msg.alreadyEnded);
    for (const notice of told) await sendNotification(deps, notice.to, notice.event, now);
  });
  await endCallOfPausedChat(deps, match.id);
  deps.realtime.publish([match.mentorId, match.menteeId], {
    type: 'request.changed',
    requestId: match.id,
  });
  for (const notice of told) pushInBackground(deps, notice.to, notice.event);
}

/** Who is told of an ending, and what: each member the ending did not come from. */
function notices(match: MatchRecord, by: EndedBy): { to: string; event: NotificationEvent }[] {
  const mentorName = shownName(match.mentorName, 'mentor');
  const menteeName = shownName(match.menteeName, 'mentee');
  const toMentee = {
    to: match.menteeId,
    event: {
      type: 'mentoring.ended',
      endedBy: by,
      otherName: mentorName,
      chatId: match.id,
      aboutId: match.mentorId,
    },
  } as const;
  const toMentor = {
    to: match.mentorId,
    event: {
      type: 'mentoring.ended',
      endedBy: by,
      otherName: menteeName,
      chatId: match.id,
      aboutId: match.menteeId,
    },
  } as const;
  if (by === 'mentor') return [toMentee];
  if (by === 'mentee') return [toMentor];
  return [toMentee, toMentor];
}
