import { shownName, type RequestMove } from '@mentorbridge/domain/connection-rules';
import type { NotificationEvent } from '../../mail/notification-mails.ts';
import type { RequestRecord } from './request-record-repository.ts';

/** A mail and push about a request: to whom, and what. */
export interface RequestNotice {
  to: string;
  event: NotificationEvent;
}

/**
 * Who is told of a move, and what: the mentee of an answer, the mentor of a cancel. Between a
 * mentee under 18 and a mentor whose safeguarding record does not count (`mentorReaches`
 * false), nobody is told by mail or push (decision 038): nothing about the child reaches that
 * mentor, and nothing from that mentor reaches the child outside the app, where the request's
 * state still shows.
 */
export function noticeOf(
  move: RequestMove,
  record: RequestRecord,
  mentorReaches: boolean,
): RequestNotice | null {
  if (!mentorReaches) return null;
  const mentorName = shownName(record.mentor.fullName, 'mentor');
  const menteeName = shownName(record.mentee.fullName, 'mentee');
  switch (move) {
    case 'accept':
      return {
        to: record.mentee.id,
        event: {
          type: 'request.accepted',
          mentorName,
          chatId: record.id,
          aboutId: record.mentor.id,
        },
      };
    case 'reject':
      return {
        to: record.mentee.id,
        event: { type: 'request.rejected', mentorName, aboutId: record.mentor.id },
      };
    case 'cancel':
      return {
        to: record.mentor.id,
        event: { type: 'request.canceled', menteeName, aboutId: record.mentee.id },
      };
    default:
      return null;
  }
}
