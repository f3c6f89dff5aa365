import { AppError, avatarUploadResponseSchema, messages } from '@nutritest/domain';
import { errorFromResponse } from './api-client';
import { getToken } from './storage';

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * Uploads one image (multipart, field `file`) to an endpoint answering `{ url }`. The one kind of
 * call that does not go through apiRequest: fetch cannot report upload progress, and the pages show
 * a percentage while the image goes up. Failures become the same AppError apiRequest would throw.
 */
export function uploadWithProgress(
  path: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
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
      reject(errorFromResponse(xhr.status, xhr.statusText, data));
    };
    xhr.onerror = () => reject(new AppError('UNAVAILABLE', messages.networkError));
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
