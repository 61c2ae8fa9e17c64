import { useMutation } from '@tanstack/react-query';
import {
  captchaSchema,
  okSchema,
  type Captcha,
  type CaptchaAnswer,
} from '@mentorbridge/domain/api/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export function rollCaptcha(): Promise<Captcha> {
  return apiRequest('/auth/captcha', { method: 'POST', schema: captchaSchema });
}

/** A new roll of the dice, issued by the server. */
export function useRollCaptcha() {
  return useMutation({ mutationFn: rollCaptcha });
}

/** Checks the answer before the role step; the server keeps a right answer for the sign-up. */
export function checkCaptcha(answer: CaptchaAnswer) {
  return apiRequest('/auth/captcha/check', { method: 'POST', body: answer, schema: okSchema });
}
