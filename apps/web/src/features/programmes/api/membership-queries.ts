import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  JoinAnswer,
  membershipsSchema,
  NewCodeBody,
  programmeCodeSchema,
  programmePeopleSchema,
} from '@mentorbridge/domain/api/programmes';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

const mineKey = ['programmes', 'mine'] as const;
export const peopleQueryKey = (programmeId: string) =>
  ['programmes', 'people', programmeId] as const;
const path = (id: string) => encodeURIComponent(id);

/** The programmes the signed-in user is in or waits for. */
export function useMyProgrammes() {
  return useQuery({
    queryKey: mineKey,
    queryFn: () => apiRequest<Answer<typeof membershipsSchema>>('/memberships'),
  });
}

export function useJoinProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<JoinAnswer>('/memberships', {
        method: 'POST',
        body: { code },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  });
}

export function useLeaveProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (programmeId: string) =>
      apiRequest(`/memberships/${path(programmeId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  });
}

/** A programme's codes in use and its people, for its coordinators. */
export function useProgrammePeople(programmeId: string) {
  return useQuery({
    queryKey: peopleQueryKey(programmeId),
    queryFn: () =>
      apiRequest<Answer<typeof programmePeopleSchema>>(`/programmes/${path(programmeId)}/people`),
  });
}

/** A change to a programme's codes or people, after which they are read again. */
function usePeopleChange<Input, Output>(
  programmeId: string,
  change: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKey(programmeId) }),
  });
}

export const useMakeCode = (programmeId: string) =>
  usePeopleChange(programmeId, (body: NewCodeBody) =>
    apiRequest<Answer<typeof programmeCodeSchema>>(`/programmes/${path(programmeId)}/codes`, {
      method: 'POST',
      body,
    }),
  );

export const useApproveMember = (programmeId: string) =>
  usePeopleChange(programmeId, (userId: string) =>
    apiRequest(`/programmes/${path(programmeId)}/members/${path(userId)}/approve`, {
      method: 'POST',
    }),
  );

export const useRemoveMember = (programmeId: string) =>
  usePeopleChange(programmeId, ({ userId, reason }: { userId: string; reason: string }) =>
    apiRequest(`/programmes/${path(programmeId)}/members/${path(userId)}/remove`, {
      method: 'POST',
      body: { reason },
    }),
  );
