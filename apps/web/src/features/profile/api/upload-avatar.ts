import { useMutation } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** POST /v1/uploads/avatar (multipart, field `file`), with the upload's progress (doc 1 §7). */
export function uploadAvatar(file: File, onProgress?: (percent: number) => void): Promise<{ url: string }> {
  return uploadWithProgress('POST /v1/uploads/avatar', file, onProgress);
}

export function useUploadAvatar() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadAvatar(file, onProgress),
  });
}
