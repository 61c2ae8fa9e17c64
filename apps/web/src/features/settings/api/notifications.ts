import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@mentorbridge/domain/api/notifications';
import { apiRequest } from '../../../lib/api-client.ts';

const preferencesKey = ['settings', 'notifications'] as const;

/** Which notification mails the user gets. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: () => apiRequest<NotificationPreferences>('/settings/notifications'),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) =>
      apiRequest<NotificationPreferences>('/settings/notifications', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
