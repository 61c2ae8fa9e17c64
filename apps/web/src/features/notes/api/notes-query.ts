import { useQuery } from '@tanstack/react-query';
import type { noteListSchema } from '@mentorbridge/domain/api/notes';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export const notesQueryKey = ['notes'] as const;

export function listNotes() {
  return apiRequest<Answer<typeof noteListSchema>>('/notes');
}

/** The signed-in user's notes, newest first. */
export function useNotes() {
  return useQuery({ queryKey: notesQueryKey, queryFn: listNotes });
}
