import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { noteSchema } from '@mentorbridge/domain/api/notes';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { notesQueryKey } from './notes-query.ts';

export function editNote({ id, content }: { id: string; content: string }) {
  return apiRequest<Answer<typeof noteSchema>>(`/notes/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { content },
  });
}

export function useEditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey }),
  });
}
