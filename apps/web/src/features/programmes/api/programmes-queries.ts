import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  coordinatorSchema,
  ProgrammeBody,
  programmeSchema,
  programmesConsoleSchema,
} from '@mentorbridge/domain/api/programmes';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

const consoleKey = ['programmes'] as const;
const path = (id: string) => encodeURIComponent(id);

/** The organisations the coordinator runs, with their coordinators and programmes. */
export function useProgrammesConsole() {
  return useQuery({
    queryKey: consoleKey,
    queryFn: () => apiRequest<Answer<typeof programmesConsoleSchema>>('/programmes'),
  });
}

/** A change on the console, after which the console reads again. */
function useConsoleChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKey }),
  });
}

export const useCreateProgramme = (organisationId: string) =>
  useConsoleChange((body: ProgrammeBody) =>
    apiRequest<Answer<typeof programmeSchema>>(
      `/organisations/${path(organisationId)}/programmes`,
      { method: 'POST', body },
    ),
  );

export const useChangeProgramme = (programmeId: string) =>
  useConsoleChange((body: ProgrammeBody) =>
    apiRequest<Answer<typeof programmeSchema>>(`/programmes/${path(programmeId)}`, {
      method: 'PUT',
      body,
    }),
  );

export const useAddCoordinator = (organisationId: string) =>
  useConsoleChange((email: string) =>
    apiRequest<Answer<typeof coordinatorSchema>>(
      `/organisations/${path(organisationId)}/coordinators`,
      { method: 'POST', body: { email } },
    ),
  );

export const useRemoveCoordinator = (organisationId: string) =>
  useConsoleChange((userId: string) =>
    apiRequest(`/organisations/${path(organisationId)}/coordinators/${path(userId)}`, {
      method: 'DELETE',
    }),
  );
