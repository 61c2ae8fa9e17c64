import { useQuery } from '@tanstack/react-query';
import { noteListSchema } from '@mentorbridge/domain/api/notes';
import { apiRequest } from '../../../lib/api-client.ts';

export const notesQueryKey = ['notes'] as const;

export function listNotes() {
  return apiRequest('/notes', { schema: noteListSchema });
}

/** The signed-in user's notes, newest first. */
export function useNotes() {
  return useQuery({ queryKey: notesQueryKey, queryFn: listNotes });
}
