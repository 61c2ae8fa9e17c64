import { SETTINGS_NOTICE_TIMEOUT_MS } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ApiRequestError } from '../lib/api-client.ts';
import type { Notice } from './notices.tsx';

/**
 * Settings notices vanish after 4 s (docs/product.md, Notices). Here in ui/, as the settings pages
 * and push's switch on them (features/push) both give them.
 */
export const settingsNotice = (kind: Notice['kind'], text: string): Notice => ({
  kind,
  text,
  timeoutMs: SETTINGS_NOTICE_TIMEOUT_MS,
});

/** Codes whose sentence the server already words as docs/product.md does. */
const specWordedCodes = new Set(['invalid_password', 'wrong_password', 'invalid_account_deletion']);

/**
 * A failed settings request as docs/product.md words it: the product's own sentence where it has
 * one, "Error: {message}" for anything else.
 */
export function settingsErrorNotice(error: unknown): Notice {
  const message = error instanceof Error ? error.message : String(error);
  const specWorded = error instanceof ApiRequestError && specWordedCodes.has(error.code);
  return settingsNotice('error', specWorded ? message : uiText.settingsError({ message }));
}
