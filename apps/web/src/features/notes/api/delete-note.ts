import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notesQueryKey } from './notes-query.ts';

export function deleteNote(id: string) {
  return apiRequest(`/notes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey }),
  });
}
