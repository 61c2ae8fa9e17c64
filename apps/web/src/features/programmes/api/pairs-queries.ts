import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProgrammePairs,
  ProposeMatchBody,
  ReadChat,
} from '@mentorbridge/domain/api/programme-matches';
import { uiText } from '@mentorbridge/domain/ui-text';
import { apiRequest } from '../../../lib/api-client.ts';

export const pairsQueryKey = (programmeId: string) => ['programmes', 'pairs', programmeId] as const;
const path = (id: string) => encodeURIComponent(id);
const matchPath = (programmeId: string, requestId: string) =>
  `/programmes/${path(programmeId)}/matches/${path(requestId)}`;

/** Where the programme's record downloads from, as CSV (a plain link: the browser saves it). */
export const recordCsvHref = (programmeId: string) =>
  `/api/programmes/${path(programmeId)}/record.csv`;

/**
 * The server's rule for a coordinator's reason, checked before anything is sent: a blank one
 * fails with the sentence the server would answer with.
 */
function requireReason(reason: string, problem: string) {
  if (reason.trim() === '') throw new Error(problem);
}

/** The programme's pairs and how each is doing, for its coordinators. */
export function useProgrammePairs(programmeId: string) {
  return useQuery({
    queryKey: pairsQueryKey(programmeId),
    queryFn: () => apiRequest<ProgrammePairs>(`/programmes/${path(programmeId)}/pairs`),
  });
}

/** A coordinator's decision or proposal, after which the pairs are read again. */
function usePairsChange<Input, Output>(
  programmeId: string,
  change: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pairsQueryKey(programmeId) }),
  });
}

export const useProposeMatch = (programmeId: string) =>
  usePairsChange(programmeId, (body: ProposeMatchBody) =>
    apiRequest<{ requestId: string }>(`/programmes/${path(programmeId)}/matches`, {
      method: 'POST',
      body,
    }),
  );

export const useApproveMatch = (programmeId: string) =>
  usePairsChange(programmeId, (requestId: string) =>
    apiRequest(`${matchPath(programmeId, requestId)}/approve`, { method: 'POST' }),
  );

/** Says no to a match that waits for a coordinator, with the reason the pair will read. */
export async function refuseMatch(programmeId: string, requestId: string, reason: string) {
  requireReason(reason, uiText.refusalReasonRequired);
  await apiRequest(`${matchPath(programmeId, requestId)}/refuse`, {
    method: 'POST',
    body: { reason },
  });
}

export const useRefuseMatch = (programmeId: string) =>
  usePairsChange(programmeId, ({ requestId, reason }: { requestId: string; reason: string }) =>
    refuseMatch(programmeId, requestId, reason),
  );

/** Reads a pair's chat; the reason comes first and the server writes it to the audit log. */
export async function readPairChat(programmeId: string, requestId: string, reason: string) {
  requireReason(reason, uiText.readingReasonRequired);
  return apiRequest<ReadChat>(`/programmes/${path(programmeId)}/pairs/${path(requestId)}/read`, {
    method: 'POST',
    body: { reason },
  });
}

/** A read changes nothing the console shows, so nothing is read again after it. */
export const useReadPairChat = (programmeId: string, requestId: string) =>
  useMutation({ mutationFn: (reason: string) => readPairChat(programmeId, requestId, reason) });

const pairPath = (programmeId: string, requestId: string) =>
  `/programmes/${path(programmeId)}/pairs/${path(requestId)}`;

/** A coordinator ends a pair's mentoring, with a reason from the list (decision 060). */
export const useEndPairMatch = (programmeId: string) =>
  usePairsChange(programmeId, ({ requestId, reason }: { requestId: string; reason: string }) =>
    apiRequest(`${pairPath(programmeId, requestId)}/ending`, { method: 'POST', body: { reason } }),
  );

/** A coordinator reopens an ended match, with a reason kept in the audit log. */
export const useReopenPairMatch = (programmeId: string) =>
  usePairsChange(
    programmeId,
    async ({ requestId, reason }: { requestId: string; reason: string }) => {
      requireReason(reason, uiText.reopenReasonMissing);
      await apiRequest(`${pairPath(programmeId, requestId)}/reopen`, {
        method: 'POST',
        body: { reason },
      });
    },
  );

/** A coordinator looked at a pair's low ratings and flagged check-in lines. */
export const useLookedAtCheckIns = (programmeId: string) =>
  usePairsChange(programmeId, (requestId: string) =>
    apiRequest(`${pairPath(programmeId, requestId)}/check-ins/looked`, { method: 'POST' }),
  );

/** A coordinator lifts a parent's or carer's pause, saying what they found. */
export const useLiftPause = (programmeId: string) =>
  usePairsChange(
    programmeId,
    async ({ requestId, reason }: { requestId: string; reason: string }) => {
      requireReason(reason, uiText.reopenReasonMissing);
      await apiRequest(`${pairPath(programmeId, requestId)}/lift-pause`, {
        method: 'POST',
        body: { reason },
      });
    },
  );
