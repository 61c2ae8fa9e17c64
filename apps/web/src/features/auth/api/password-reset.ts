import { useMutation } from '@tanstack/react-query';
import type { PasswordResetBody } from '@mentorbridge/domain/api/account';
import type { okSchema } from '@mentorbridge/domain/api/auth';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export function requestPasswordReset(email: string) {
  return apiRequest<Answer<typeof okSchema>>('/auth/password-reset/request', {
    method: 'POST',
    body: { email },
  });
}

export function resetPassword(body: PasswordResetBody) {
  return apiRequest<Answer<typeof okSchema>>('/auth/password-reset', { method: 'POST', body });
}

/** "Forgot password?": asks for a reset link by mail. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Sets the new password with the token of a reset link. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
