import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { pictureResultSchema } from '@mentorbridge/domain/api/profile';
import type { Answer } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { updateSessionUser } from '../../session/index.ts';

/**
 * Uploads a new profile picture with its progress (0 to 1). The answer carries the picture's new
 * URLs, so every place that shows the user swaps to it at once.
 */
export function useUploadPicture() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadFile<Answer<typeof pictureResultSchema>>('/profile/picture', file, {
        onProgress: setProgress,
      });
    },
    onSuccess: ({ picture }) => updateSessionUser(queryClient, { picture }),
  });
  return { ...mutation, progress };
}
