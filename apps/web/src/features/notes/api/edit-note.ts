import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noteSchema } from '@mentorbridge/domain/api/notes';
import { apiRequest } from '../../../lib/api-client.ts';
import { notesQueryKey } from './notes-query.ts';

export function editNote({ id, content }: { id: string; content: string }) {
  return apiRequest(`/notes/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { content },
    schema: noteSchema,
  });
}

export function useEditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey }),
  });
}
