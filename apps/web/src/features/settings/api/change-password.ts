import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@mentorbridge/domain/api/account';
import { okSchema } from '@mentorbridge/domain/api/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export function changePassword(body: ChangePasswordBody) {
  return apiRequest('/account/password', { method: 'POST', body, schema: okSchema });
}

/** Changes the password; the server signs every other session of the user out. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
