import type { InvoicingConfig } from '../../config';
import type { Executor } from '../../db/client';
import type { OutboxAttachment } from '../../db/schema/outbox';
import { invoiceFileName, type PrintableInvoice, renderInvoicePdf } from '../../platform/invoicing/invoice-pdf';
import type { CfeType } from '../../platform/invoicing/types';
import { montevideoDay } from './issuer';
import { findInvoice, findInvoices } from './receipts.repository';

type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

/** An issued receipt as its printed representation needs it (null while it is not issued). */
export async function printableInvoice(
  db: Executor,
  row: InvoiceRow,
  issuer: InvoicingConfig['issuer'],
): Promise<PrintableInvoice | null> {
  if (!['issued', 'rejected'].includes(row.status) || row.number === null || !row.totals || !row.issuedAt) return null;
  let reference: PrintableInvoice['request']['reference'];
  if (row.referencesInvoiceId) {
    const ref = await findInvoice(db, row.referencesInvoiceId);
    if (ref?.number != null && ref.issuedAt) {
      reference = {
        type: ref.cfeType as CfeType,
        series: ref.series!,
        number: ref.number,
        // The day it was issued in Montevideo, as its own XML says (not the UTC date).
        issuedOn: montevideoDay(ref.issuedAt),
        reason: row.reason ?? 'Devolución',
      };
    }
  }
  return {
    request: {
      type: row.cfeType as CfeType,
      series: row.series!,
      number: row.number,
      issuedAt: row.issuedAt,
      currency: row.currency,
      exchangeRate: row.exchangeRate ? Number(row.exchangeRate) : undefined,
      issuer,
      receiver: row.receiver ?? null,
      lines: row.lines,
      cae: { id: row.caeId!, series: row.series!, from: row.caeFrom!, to: row.caeTo!, expiresOn: row.caeExpiresOn! },
      reference,
      paymentMethod: 1,
    },
    totals: row.totals,
    securityCode: row.securityCode!,
    qrUrl: row.qrUrl!,
    exchangeRateNote:
      row.currency === 'USD' && row.exchangeRate
        ? { source: row.exchangeRateSource ?? 'configured', rateDate: row.exchangeRateDate }
        : undefined,
    voidReason:
      row.status === 'rejected'
        ? [row.dgiCode, row.dgiReason].filter(Boolean).join(' — ') || 'rechazado por DGI'
        : undefined,
  };
}

/** The mail worker's attachments: a receipt's PDF (A4) and its signed XML, rendered when sent. */
export async function renderInvoiceAttachments(
  db: Executor,
  issuer: InvoicingConfig['issuer'],
  attachments: OutboxAttachment[],
) {
  const ids = [...new Set(attachments.map((a) => a.invoiceId))];
  const rows = await findInvoices(db, ids);
  const files: { filename: string; contentType: string; content: Buffer }[] = [];
  for (const a of attachments) {
    const row = rows.find((r) => r.id === a.invoiceId);
    const printable = row ? await printableInvoice(db, row, issuer) : null;
    if (!row || !printable) throw new Error(`receipt ${a.invoiceId} is not issued`);
    if (a.kind === 'invoice-pdf') {
      files.push({
        filename: invoiceFileName(printable, 'pdf'),
        contentType: 'application/pdf',
        content: await renderInvoicePdf(printable, 'a4'),
      });
    } else {
      files.push({
        filename: invoiceFileName(printable, 'xml'),
        contentType: 'application/xml',
        content: Buffer.from(row.xml!, 'utf8'),
      });
    }
  }
  return files;
}
