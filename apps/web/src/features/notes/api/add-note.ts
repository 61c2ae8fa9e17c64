import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noteSchema } from '@mentorbridge/domain/api/notes';
import { apiRequest } from '../../../lib/api-client.ts';
import { notesQueryKey } from './notes-query.ts';

export function addNote(content: string) {
  return apiRequest('/notes', { method: 'POST', body: { content }, schema: noteSchema });
}

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey }),
  });
}
