import { AppError, messages } from '@nutritest/domain';
import type { ApiEndpointKey } from '@nutritest/domain/contract';
import { type ApiOptions, apiUrl, readErrorBody } from './api-client';
import { saveFile } from './save-file';
import { getToken } from './storage';

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export function attachmentName(header: string | null): string | null {
  const match = header?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? null;
}

/** The GET routes that answer a file (their contract's `produces`: CSV, PDF, XML). */
export type FileEndpoint = Extract<
  ApiEndpointKey,
  'GET /v1/payouts/:id/csv' | 'GET /v1/purchases/invoices/:id/pdf' | 'GET /v1/purchases/invoices/:id/xml'
>;

/**
 * GET an API file with the bearer token (apiRequest reads JSON or text, not files): a payout's CSV,
 * a receipt's PDF or XML. Failures with an API error body come back as an AppError with the
 * server's Spanish message; a network failure as UNAVAILABLE; anything else as a plain Error (the
 * caller shows its own text).
 */
export async function fetchApiFile<K extends FileEndpoint>(
  endpoint: K,
  request: Pick<ApiOptions<K>, 'params' | 'query'>,
  accept: string,
): Promise<{ blob: Blob; fileName: string | null }> {
  const path = apiUrl(endpoint, request as { params?: Record<string, string>; query?: object });
  const headers: Record<string, string> = { Accept: accept };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method: 'GET', headers });
  } catch {
    throw new AppError('UNAVAILABLE', messages.networkError);
  }
  if (!response.ok) {
    let data: unknown = null;
    try {
      data = JSON.parse(await response.text());
    } catch {
      // not a JSON error body
    }
    const body = await readErrorBody(data);
    if (body) throw new AppError(body.error, body.message, body.fields);
    // No message of ours (a proxy's page, say): the caller shows its own.
    throw new Error(`GET ${path}: ${response.status}`);
  }
  return { blob: await response.blob(), fileName: attachmentName(response.headers.get('content-disposition')) };
}

/** Fetches an API file (see fetchApiFile) and hands it to the browser, under the server's name or `fallbackName`. */
export async function downloadApiFile<K extends FileEndpoint>(
  endpoint: K,
  request: Pick<ApiOptions<K>, 'params' | 'query'>,
  accept: string,
  fallbackName: string,
): Promise<void> {
  const { blob, fileName } = await fetchApiFile(endpoint, request, accept);
  saveFile(blob, fileName ?? fallbackName);
}
