import { randomUUID } from 'node:crypto';
import type { CreateReportBody } from '@mentorbridge/domain/api/reports';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { endCallOfPausedChat } from '../calls/service.ts';
import {
  findMessageTextOf,
  findReportable,
  hasOpenReportAbout,
  insertReport,
} from './repository.ts';

type Deps = Pick<AppContext, 'db' | 'realtime'>;

const notReportable = () => new ApiError(404, 'not_found', msg.userNotFound);

/**
 * A report about a person, from their card, a connection, a chat or a message (decision 019).
 * Contact between the two pauses at once: their chat turns read-only and its call ends, for
 * both, until a lead closes the report. Nothing says who reported: the other person only sees
 * that the chat is paused, and a mentor reported from the directory sees nothing at all.
 */
export async function fileReport(
  deps: Deps,
  reporterId: string,
  body: CreateReportBody,
  now = Date.now(),
): Promise<void> {
  if (body.reportedUserId === reporterId) {
    throw new ApiError(400, 'invalid_report', msg.reportFailed);
  }
  const reportable = await findReportable(deps.db, reporterId, body.reportedUserId);
  if (!reportable) throw notReportable();
  const chatId = body.chatId ?? reportable.requestId;
  if (body.chatId !== undefined && body.chatId !== reportable.requestId) throw notReportable();
  let messageText: string | null = null;
  if (body.messageId !== undefined) {
    const text =
      chatId === null
        ? undefined
        : await findMessageTextOf(deps.db, body.messageId, chatId, body.reportedUserId);
    if (text === undefined) throw notReportable();
    messageText = text;
  }
  await insertReport(deps.db, {
    id: randomUUID(),
    reporterId,
    reportedId: body.reportedUserId,
    chatId,
    messageId: body.messageId ?? null,
    messageText,
    reason: body.reason,
    details: body.details ?? '',
    now,
  });
  if (chatId !== null) {
    await endCallOfPausedChat(deps, chatId);
    deps.realtime.publish([reporterId, body.reportedUserId], {
      type: 'request.changed',
      requestId: chatId,
    });
  }
}

/**
 * Whether a user may report a person, and so block them: someone they have a request with, or
 * a mentor in the directory.
 */
export async function mayReportOrBlock(
  deps: Pick<AppContext, 'db'>,
  userId: string,
  otherId: string,
): Promise<boolean> {
  return (await findReportable(deps.db, userId, otherId)) !== undefined;
}

/** Whether a report about the user is still open: a lead is looking into them. */
export async function isUnderReview(
  deps: Pick<AppContext, 'db'>,
  userId: string,
): Promise<boolean> {
  return hasOpenReportAbout(deps.db, userId);
}
