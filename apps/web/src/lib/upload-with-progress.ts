import { AppError, messages } from '@nutritest/domain';
import type { ApiEndpointKey } from '@nutritest/domain/contract';
import { avatarUploadResponseSchema } from '@nutritest/domain/mini/uploads';
import { apiUrl, errorFromResponse, readErrorBody } from './api-client';
import { getToken } from './storage';

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** The API's error body as apiRequest reads it; otherwise (a proxy's answer) an error by status. */
async function uploadError(status: number, statusText: string, data: unknown): Promise<AppError> {
  const body = await readErrorBody(data);
  if (body) return new AppError(body.error, body.message, body.fields);
  // A body over the proxy's limit: said next to the file, as the API says it.
  if (status === 413) return new AppError('VALIDATION', messages.imageTooLarge, { file: messages.imageTooLarge });
  return errorFromResponse(status, statusText, null);
}

/** The routes that take an image (multipart/form-data in their contract) and answer `{ url }`. */
export type UploadEndpoint = Extract<ApiEndpointKey, 'POST /v1/uploads/avatar' | 'POST /v1/ops/uploads/meal-photo'>;

/**
 * Uploads one image (multipart, field `file`) to an endpoint answering `{ url }`. The one kind of
 * call that does not go through apiRequest: fetch cannot report upload progress, and the pages show
 * a percentage while the image goes up. Failures become the same AppError apiRequest would throw.
 */
export function uploadWithProgress(
  endpoint: UploadEndpoint,
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(endpoint));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        // The API's own response schema (zod/mini: no classic zod on the pages with an upload).
        const answer = avatarUploadResponseSchema.safeParse(data);
        if (answer.success) {
          onProgress?.(100);
          resolve({ url: answer.data.url });
        } else reject(new AppError('INTERNAL'));
        return;
      }
      void uploadError(xhr.status, xhr.statusText, data).then(reject);
    };
    xhr.onerror = () => reject(new AppError('UNAVAILABLE', messages.networkError));
    // A page that goes away (or a new file) stops the upload it no longer needs.
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
