import type { PurchaseInvoice } from '@nutritest/domain';
import { apiUrl } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/api-file';

/** A receipt's files: the A4 PDF, the 80 mm PDF (a till's ticket) and the signed CFE XML. */
export type InvoiceFile = 'pdf' | 'ticket' | 'xml';

/** GET /v1/purchases/invoices/{id}/pdf?format=a4|80mm or …/xml (the buyer, or an operator). */
export function invoiceFilePath(invoiceId: string, file: InvoiceFile): string {
  return file === 'xml'
    ? apiUrl('GET /v1/purchases/invoices/:id/xml', { params: { id: invoiceId } })
    : apiUrl('GET /v1/purchases/invoices/:id/pdf', {
        params: { id: invoiceId },
        query: { format: file === 'ticket' ? '80mm' : 'a4' },
      });
}

/** The name to save under when the server sends none: comprobante-A-0000012.pdf, …-80mm.pdf, ….xml. */
export function invoiceFileName(invoice: Pick<PurchaseInvoice, 'id' | 'number'>, file: InvoiceFile): string {
  const base = `comprobante-${(invoice.number ?? invoice.id).replace(/[^\w-]+/g, '-')}`;
  if (file === 'xml') return `${base}.xml`;
  return file === 'ticket' ? `${base}-80mm.pdf` : `${base}.pdf`;
}

/**
 * Downloads one of a receipt's files with the bearer token and hands it to the browser (the shared
 * authenticated download of lib/api-file): an API error body comes back as an AppError with the
 * server's Spanish message; anything else as a plain Error (the caller shows its own text).
 */
export function downloadInvoice(invoice: Pick<PurchaseInvoice, 'id' | 'number'>, file: InvoiceFile): Promise<void> {
  const params = { id: invoice.id };
  return file === 'xml'
    ? downloadApiFile(
        'GET /v1/purchases/invoices/:id/xml',
        { params },
        'application/xml',
        invoiceFileName(invoice, file),
      )
    : downloadApiFile(
        'GET /v1/purchases/invoices/:id/pdf',
        { params, query: { format: file === 'ticket' ? '80mm' : 'a4' } },
        'application/pdf',
        invoiceFileName(invoice, file),
      );
}
