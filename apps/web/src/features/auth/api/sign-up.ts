import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { signUpResultSchema, SignUpBody, SignUpResult } from '@mentorbridge/domain/api/auth';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { replaceSession } from '../../session/index.ts';

export function signUp(body: SignUpBody): Promise<SignUpResult> {
  return apiRequest<Answer<typeof signUpResultSchema>>('/auth/sign-up', { method: 'POST', body });
}

/** Signs up; the server signs out whoever was signed in here, and so does the app. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => replaceSession(queryClient, { user: null }),
  });
}
