import { useMutation } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** POST /v1/ops/uploads/meal-photo (multipart, field `file`) → { url } of the 800×600 WebP, with progress. */
export function uploadMealPhoto(file: File, onProgress?: (percent: number) => void): Promise<{ url: string }> {
  return uploadWithProgress('POST /v1/ops/uploads/meal-photo', file, onProgress);
}

export function useUploadMealPhoto() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadMealPhoto(file, onProgress),
  });
}
