import { AppError, messages } from '@nutritest/domain';
import { readErrorBody } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { getToken } from '../../../lib/storage';
import { payoutFileName } from '../texts';

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
function attachmentName(header: string | null): string | null {
  const match = header?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? null;
}

/**
 * GET an API file with the bearer token (apiRequest reads JSON or text, not files). Failures with
 * an API error body come back as an AppError with the server's Spanish message.
 */
export async function fetchApiFile(path: string, accept: string): Promise<{ blob: Blob; fileName: string | null }> {
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

/** Downloads a statement's CSV (GET /v1/payouts/{id}/csv): its owner nutritionist or an operator. */
export async function downloadPayoutCsv(statement: { id: string; month: string }): Promise<void> {
  const { blob, fileName } = await fetchApiFile(`/v1/payouts/${encodeURIComponent(statement.id)}/csv`, 'text/csv');
  saveFile(blob, fileName ?? payoutFileName(statement.month, 'csv'));
}
