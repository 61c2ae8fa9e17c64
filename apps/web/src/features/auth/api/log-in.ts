import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { sessionSchema, LogInBody, Session } from '@mentorbridge/domain/api/auth';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { replaceSession } from '../../session/index.ts';

export function logIn(body: LogInBody): Promise<Session> {
  return apiRequest<Answer<typeof sessionSchema>>('/auth/log-in', { method: 'POST', body });
}

/** Logs in and makes the new session the app's, without a page reload. */
export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (session) => replaceSession(queryClient, session),
  });
}
