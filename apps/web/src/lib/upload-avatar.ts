import { uploadWithProgress } from './upload-with-progress';

export interface UploadAvatarOptions {
  /** Called with 0–100 while the file is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /v1/uploads/avatar (multipart, field `file`). XMLHttpRequest rather than fetch because fetch
 * reports no upload progress; errors come back as the same AppError the api-client builds.
 */
export function uploadAvatar(file: File, options: UploadAvatarOptions = {}): Promise<{ url: string }> {
  return uploadWithProgress('POST /v1/uploads/avatar', file, options.onProgress, options.signal);
}
