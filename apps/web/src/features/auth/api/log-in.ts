import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionSchema, type LogInBody, type Session } from '@mentorbridge/domain/api/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceSession } from '../../session/api/get-session.ts';

export function logIn(body: LogInBody): Promise<Session> {
  return apiRequest('/auth/log-in', { method: 'POST', body, schema: sessionSchema });
}

/** Logs in and makes the new session the app's, without a page reload. */
export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (session) => replaceSession(queryClient, session),
  });
}
