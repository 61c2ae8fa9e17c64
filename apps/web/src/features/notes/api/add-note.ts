import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { noteSchema } from '@mentorbridge/domain/api/notes';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { notesQueryKey } from './notes-query.ts';

export function addNote(content: string) {
  return apiRequest<Answer<typeof noteSchema>>('/notes', { method: 'POST', body: { content } });
}

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey }),
  });
}
