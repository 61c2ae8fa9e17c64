import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@mentorbridge/domain/api/account';
import type { okSchema } from '@mentorbridge/domain/api/auth';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export function changePassword(body: ChangePasswordBody) {
  return apiRequest<Answer<typeof okSchema>>('/account/password', { method: 'POST', body });
}

/** Changes the password; the server signs every other session of the user out. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
