import { ApiRequestError } from '../../lib/api-client.ts';
import type { Notice } from '../../ui/notices.tsx';
import { uiText } from '@mentorbridge/domain/ui-text';

const formCodes = new Set(['invalid_sign_up', 'captcha_incorrect', 'captcha_expired']);

/**
 * The notice for a failed sign-up or log-in: form mistakes are plain red banners, everything the
 * authentication itself answers carries the lock symbol, as docs/product.md (Log-in) shows them.
 */
export function authErrorNotice(error: unknown): Notice {
  if (error instanceof ApiRequestError) {
    return { kind: 'error', text: error.message, lock: !formCodes.has(error.code) };
  }
  return { kind: 'error', text: uiText.somethingWentWrong, lock: true };
}

/** Whether the failure used the captcha up, so a new roll is due. */
export function isCaptchaFailure(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.code === 'captcha_incorrect' || error.code === 'captcha_expired')
  );
}
