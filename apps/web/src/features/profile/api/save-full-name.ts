import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { fullNameResultSchema, FullNameBody } from '@mentorbridge/domain/api/profile';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { updateSessionUser } from '../../session/index.ts';

export function saveFullName(body: FullNameBody) {
  return apiRequest<Answer<typeof fullNameResultSchema>>('/profile/full-name', {
    method: 'PUT',
    body,
  });
}

/** Saves the Full Name field; the greeting and every other place show the new name at once. */
export function useSaveFullName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFullName,
    onSuccess: ({ fullName }) => updateSessionUser(queryClient, { fullName }),
  });
}
