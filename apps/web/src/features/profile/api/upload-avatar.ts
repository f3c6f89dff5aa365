import { AppError, avatarUploadResponseSchema, errorResponseSchema, messages } from '@nutritest/domain';
import { useMutation } from '@tanstack/react-query';
import { getToken } from '../../../lib/storage';

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * POST /v1/uploads/avatar (multipart, field `file`). The one call that does not go through
 * apiRequest: fetch cannot report upload progress, and the spec shows a percentage while the
 * image goes up (doc 1 §7). Failures become the same AppError apiRequest would throw.
 */
export function uploadAvatar(file: File, onProgress?: (percent: number) => void): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v1/uploads/avatar');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = avatarUploadResponseSchema.safeParse(data);
        if (parsed.success) {
          onProgress?.(100);
          resolve(parsed.data);
        } else reject(new AppError('INTERNAL'));
        return;
      }
      const parsed = errorResponseSchema.safeParse(data);
      reject(
        parsed.success
          ? new AppError(parsed.data.error, parsed.data.message, parsed.data.fields)
          : new AppError(xhr.status >= 500 ? 'INTERNAL' : 'VALIDATION', xhr.statusText || undefined),
      );
    };
    xhr.onerror = () => reject(new AppError('UNAVAILABLE', messages.networkError));
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

export function useUploadAvatar() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadAvatar(file, onProgress),
  });
}
