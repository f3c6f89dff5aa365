import { AppError, messages } from '@nutritest/domain';
import { errorFromResponse } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

export interface UploadAvatarOptions {
  /** Called with 0–100 while the file is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function errorFrom(status: number, text: string): AppError {
  try {
    // The API's error body ({ error, message, fields? }), checked as api-client checks it (no zod);
    // anything else comes back with the status text given, here a marker.
    const notAnErrorBody = '\u0000not an error body';
    const error = errorFromResponse(status, notAnErrorBody, JSON.parse(text));
    if (error.message !== notAnErrorBody) return error;
  } catch {
    // Not JSON: a proxy answered; fall through to a generic error by status.
  }
  if (status === 413) return new AppError('VALIDATION', messages.imageTooLarge, { file: messages.imageTooLarge });
  return new AppError(status >= 500 ? 'INTERNAL' : 'VALIDATION');
}

/**
 * POST /v1/uploads/avatar (multipart, field `file`). XMLHttpRequest rather than fetch because fetch
 * reports no upload progress; errors come back as the same AppError the api-client builds.
 */
export function uploadAvatar(file: File, options: UploadAvatarOptions = {}): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v1/uploads/avatar');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          options.onProgress?.(100);
          const { url } = JSON.parse(xhr.responseText) as { url?: unknown };
          if (typeof url !== 'string') throw new TypeError('No url in the answer');
          resolve({ url });
        } catch {
          reject(new AppError('INTERNAL'));
        }
        return;
      }
      reject(errorFrom(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new AppError('UNAVAILABLE', messages.networkError));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
