import { AppError, messages, type PurchaseInvoice } from '@nutritest/domain';
import { readErrorBody } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { getToken } from '../../../lib/storage';

/** A receipt's files: the A4 PDF, the 80 mm PDF (a till's ticket) and the signed CFE XML. */
export type InvoiceFile = 'pdf' | 'ticket' | 'xml';

/** GET /v1/purchases/invoices/{id}/pdf?format=a4|80mm or …/xml (the buyer, or an operator). */
export function invoiceFilePath(invoiceId: string, file: InvoiceFile): string {
  const base = `/v1/purchases/invoices/${encodeURIComponent(invoiceId)}`;
  return file === 'xml' ? `${base}/xml` : `${base}/pdf?format=${file === 'ticket' ? '80mm' : 'a4'}`;
}

/** The name to save under when the server sends none: comprobante-A-0000012.pdf, …-80mm.pdf, ….xml. */
export function invoiceFileName(invoice: Pick<PurchaseInvoice, 'id' | 'number'>, file: InvoiceFile): string {
  const base = `comprobante-${(invoice.number ?? invoice.id).replace(/[^\w-]+/g, '-')}`;
  if (file === 'xml') return `${base}.xml`;
  return file === 'ticket' ? `${base}-80mm.pdf` : `${base}.pdf`;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
function attachmentName(header: string | null): string | null {
  return header?.match(/filename="?([^";]+)"?/i)?.[1] ?? null;
}

/**
 * Downloads one of a receipt's files with the bearer token (as the payout CSV does: apiRequest reads
 * JSON or text, not files) and hands it to the browser. An API error body comes back as an AppError
 * with the server's Spanish message; anything else as a plain Error (the caller shows its own text).
 */
export async function downloadInvoice(invoice: Pick<PurchaseInvoice, 'id' | 'number'>, file: InvoiceFile) {
  const path = invoiceFilePath(invoice.id, file);
  const headers: Record<string, string> = { Accept: file === 'xml' ? 'application/xml' : 'application/pdf' };
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
    throw new Error(`GET ${path}: ${response.status}`);
  }
  const blob = await response.blob();
  saveFile(blob, attachmentName(response.headers.get('content-disposition')) ?? invoiceFileName(invoice, file));
}
