import type { ClientEvent, ServerEvent } from '@mentorbridge/domain/api/realtime';
import { messages } from '@mentorbridge/domain/messages';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isDatabaseUnavailable } from '../../lib/database-unavailable.ts';
import type { AppMetrics } from '../../metrics/app-metrics.ts';
import { sendMessage, type SendOutcome } from './service.ts';

type SendEvent = Extract<ClientEvent, { type: 'message.send' }>;

/** Counts a send in /metrics, however it came (HTTP or socket). */
export function countSend(metrics: AppMetrics, outcome: SendOutcome): void {
  if (outcome.kind === 'held') metrics.messagesSent.inc({ outcome: 'held' });
  else if (outcome.created) metrics.messagesSent.inc({ outcome: 'delivered' });
}

/**
 * A message sent over the socket (decision 026): the same service, checks and idempotency as
 * the POST. Answers the event the sending socket should get, or null when the message's own
 * `message.created`, which reaches every socket of its sender, already answers it.
 */
export async function sendOverSocket(
  deps: Pick<AppContext, 'db' | 'files' | 'realtime' | 'metrics'>,
  userId: string,
  { type: _type, chatId, ...body }: SendEvent,
  onUnexpected: (error: unknown) => void,
): Promise<ServerEvent | null> {
  try {
    const outcome = await sendMessage(deps, userId, chatId, body);
    countSend(deps.metrics, outcome);
    if (outcome.kind === 'held') return { type: 'message.held', held: outcome.held };
    return outcome.created ? null : { type: 'message.sent', message: outcome.message };
  } catch (error) {
    const refused = (status: number, code: ApiError['code'], message: string): ServerEvent => ({
      type: 'message.refused',
      clientId: body.clientId,
      status,
      error: { code, message },
    });
    if (error instanceof ApiError) return refused(error.statusCode, error.code, error.message);
    onUnexpected(error);
    return isDatabaseUnavailable(error)
      ? refused(503, 'unavailable', messages.unavailable)
      : refused(500, 'server_error', messages.serverError);
  }
}
