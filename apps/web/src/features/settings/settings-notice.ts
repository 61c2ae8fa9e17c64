import { SETTINGS_NOTICE_TIMEOUT_MS } from '@mentorbridge/domain/constants';
import { messages } from '@mentorbridge/domain/messages';
import { ApiRequestError } from '../../lib/api-client.ts';
import type { Notice } from '../../ui/notices.tsx';

/** Settings notices vanish after 4 s (spec section 8). */
export const settingsNotice = (kind: Notice['kind'], text: string): Notice => ({
  kind,
  text,
  timeoutMs: SETTINGS_NOTICE_TIMEOUT_MS,
});

/** Codes whose sentence the server already words as the spec does. */
const specWordedCodes = new Set(['invalid_password', 'wrong_password', 'invalid_account_deletion']);

/**
 * A failed settings request as the spec words it: the spec's own sentence where it has one,
 * "Error: {message}" for anything else.
 */
export function settingsErrorNotice(error: unknown): Notice {
  const message = error instanceof Error ? error.message : String(error);
  const specWorded = error instanceof ApiRequestError && specWordedCodes.has(error.code);
  return settingsNotice('error', specWorded ? message : messages.settingsError(message));
}
