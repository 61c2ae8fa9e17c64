import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckEntryBody,
  CheckFilter,
  MentorCheckList,
  VettingStatusBody,
} from '@mentorbridge/domain/api/vetting';
import { apiRequest } from '../../../lib/api-client.ts';

const checksKey = ['safeguarding', 'mentor-checks'] as const;

/**
 * The "Mentor checks" list, filtered. Every fetch is a line in the audit log, so it fetches when
 * the lead opens it or changes a record, not each time the window regains focus.
 */
export function useMentorChecks(filter: CheckFilter) {
  return useQuery({
    queryKey: [...checksKey, filter],
    queryFn: () =>
      apiRequest<MentorCheckList>(
        `/safeguarding/mentor-checks?filter=${encodeURIComponent(filter)}`,
      ),
    refetchOnWindowFocus: false,
  });
}

/** Records a mentor's check, references, interview and training; the list reads again. */
export function useRecordCheck(mentorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: CheckEntryBody) =>
      apiRequest<VettingStatusBody>(`/safeguarding/mentor-checks/${encodeURIComponent(mentorId)}`, {
        method: 'PUT',
        body: entry,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checksKey }),
  });
}

/** Suspends a record at once, or lifts the suspension, with the reason. */
export function useSetSuspension(mentorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { suspended: boolean; reason: string }) =>
      apiRequest<VettingStatusBody>(
        `/safeguarding/mentor-checks/${encodeURIComponent(mentorId)}/suspension`,
        { method: 'PUT', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checksKey }),
  });
}
