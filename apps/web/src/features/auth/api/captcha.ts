import { useMutation } from '@tanstack/react-query';
import type {
  captchaSchema,
  okSchema,
  Captcha,
  CaptchaAnswer,
} from '@mentorbridge/domain/api/auth';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export function rollCaptcha(): Promise<Captcha> {
  return apiRequest<Answer<typeof captchaSchema>>('/auth/captcha', { method: 'POST' });
}

/** A new roll of the dice, issued by the server. */
export function useRollCaptcha() {
  return useMutation({ mutationFn: rollCaptcha });
}

/** Checks the answer before the role step; the server keeps a right answer for the sign-up. */
export function checkCaptcha(answer: CaptchaAnswer) {
  return apiRequest<Answer<typeof okSchema>>('/auth/captcha/check', {
    method: 'POST',
    body: answer,
  });
}
