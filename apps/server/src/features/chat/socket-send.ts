import type { ClientEvent, ServerEvent } from '@mentorbridge/domain/api/realtime';
import { MAX_CLIENT_ID_LENGTH } from '@mentorbridge/domain/chat-rules';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isDatabaseUnavailable } from '../../lib/database-unavailable.ts';
import type { AppMetrics } from '../../metrics/app-metrics.ts';
import type { ChatDeps } from './chat-deps.ts';
import { sendMessage, type SendOutcome } from './send-message.ts';

type SendEvent = Extract<ClientEvent, { type: 'message.send' }>;

const refused = (clientId: string, error: ApiError): ServerEvent => ({
  type: 'message.refused',
  clientId,
  status: error.statusCode,
  error: error.body,
});

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
  deps: ChatDeps & Pick<AppContext, 'metrics' | 'chatSendLimit'>,
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
    const { clientId } = body;
    if (error instanceof ApiError) {
      return refused(clientId, error);
    }
    onUnexpected(error);
    return isDatabaseUnavailable(error)
      ? refused(clientId, new ApiError(503, 'unavailable', msg.unavailable))
      : refused(clientId, new ApiError(500, 'server_error', msg.serverError));
  }
}

/**
 * The answer to a `message.send` the schema refused (a text over the limit, no chat named), as
 * the POST answers 400: without it the tab would wait, then retry what can never be stored.
 * Null for anything else that failed to parse, which is ignored as before.
 */
export function refuseMalformedSend(event: unknown): ServerEvent | null {
  if (typeof event !== 'object' || event === null) return null;
  if (!('type' in event) || event.type !== 'message.send') return null;
  if (!('clientId' in event) || typeof event.clientId !== 'string') return null;
  if (event.clientId.length > MAX_CLIENT_ID_LENGTH) return null;
  return refused(event.clientId, new ApiError(400, 'invalid_message', msg.sendFailed));
}
