import { useMutation } from '@tanstack/react-query';
import {
  signUpResultSchema,
  type SignUpBody,
  type SignUpResult,
} from '@mentorbridge/domain/api/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export function signUp(body: SignUpBody): Promise<SignUpResult> {
  return apiRequest('/auth/sign-up', { method: 'POST', body, schema: signUpResultSchema });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
