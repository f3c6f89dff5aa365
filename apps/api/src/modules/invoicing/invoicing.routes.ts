import { AppError, type CfeTypeCode, cfeTypeLabels, cfeVerifyTexts } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InvoicingConfig } from '../../config';
import type { Database } from '../../db/client';
import { requireRole } from '../../platform/auth/guards';
import { fromContract } from '../../platform/http/contract';
import { enforceRateLimit } from '../../platform/rate-limit';
import type { Invoicing } from './invoicing.service';
import { montevideoDay } from './issuer';
import { findInvoice, findInvoiceByNumber } from './receipts.repository';

/** The invoice files need the PDF renderer: loaded on the first download, never at start. */
const invoiceFiles = () => import('./invoice-files');
const invoicePdf = () => import('../../platform/invoicing/invoice-pdf');

interface Options {
  db: Database;
  invoicing: Invoicing;
  issuer: InvoicingConfig['issuer'];
}

/**
 * The receipts' files and operations' invoicing health (issue 21). ('Mis compras', the purchases
 * search and refunds under the terms are the orders module's: modules/orders/orders.routes.ts.)
 */
export const invoicingRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, invoicing, issuer }) => {
  /** One issued receipt the caller may read: their own (buyer) or any (operators); else 404. */
  async function readableInvoice(req: Parameters<typeof requireRole>[0], id: string) {
    const user = await requireRole(req, 'Customer', 'Business', 'Operator');
    const row = await findInvoice(db, id);
    // Someone else's receipt answers exactly like a missing one.
    if (!row || (user.role !== 'Operator' && row.accountId !== user.id)) throw new AppError('NOT_FOUND');
    // One DGI rejected is void: operators still read it (to see what was wrong), buyers get its re-issue.
    if (row.status === 'rejected' && user.role === 'Operator') return row;
    if (row.status === 'rejected') throw new AppError('NOT_FOUND', 'DGI rechazó ese comprobante: se emite uno nuevo.');
    if (row.status !== 'issued') throw new AppError('NOT_FOUND', 'El comprobante todavía se está emitiendo.');
    return row;
  }

  app.route({
    ...fromContract('GET /v1/purchases/invoices/:id/pdf'),
    handler: async (req, reply) => {
      const row = await readableInvoice(req, req.params.id);
      const printable = await (await invoiceFiles()).printableInvoice(db, row, issuer);
      if (!printable) throw new AppError('NOT_FOUND');
      const pdf = await invoicePdf();
      const body = await pdf.renderInvoicePdf(printable, req.query.format);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${pdf.invoiceFileName(printable, 'pdf')}"`)
        .send(body);
    },
  });

  app.route({
    ...fromContract('GET /v1/purchases/invoices/:id/xml'),
    handler: async (req, reply) => {
      const row = await readableInvoice(req, req.params.id);
      const printable = await (await invoiceFiles()).printableInvoice(db, row, issuer);
      if (!printable || !row.xml) throw new AppError('NOT_FOUND');
      const pdf = await invoicePdf();
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${pdf.invoiceFileName(printable, 'xml')}"`)
        .send(row.xml);
    },
  });

  /**
   * The issuer's verification page (printed on every e-Ticket, DGI's rule): anyone with the paper
   * checks a receipt by type, series, number and security code. It says only what the paper shows;
   * rate-limited per address (the code is 6 characters: no guessing receipts by the thousand).
   */
  app.route({
    ...fromContract('GET /v1/cfe/verify'),
    handler: async (req) => {
      await enforceRateLimit(db, `cfe-verify:${req.ip}`, 30, 600);
      const { type, series, number, code } = req.query;
      const row = await findInvoiceByNumber(db, { cfeType: type, series, number });
      if (!row || row.securityCode !== code || !row.totals || !row.issuedAt) {
        throw new AppError('NOT_FOUND', cfeVerifyTexts.notFound);
      }
      return {
        title: cfeTypeLabels[row.cfeType as CfeTypeCode],
        number: `${row.series}-${String(row.number).padStart(7, '0')}`,
        issuedOn: montevideoDay(row.issuedAt),
        totalCents: row.totals.payableCents ?? row.totals.totalCents,
        currency: row.currency,
        status: row.status === 'rejected' ? ('void' as const) : ('valid' as const),
      };
    },
  });

  app.route({
    ...fromContract('GET /v1/ops/invoicing'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return invoicing.health();
    },
  });

  app.route({
    ...fromContract('POST /v1/ops/invoices/:id/retry'),
    handler: async (req, reply) => {
      await requireRole(req, 'Operator');
      if (!(await invoicing.retry(req.params.id))) throw new AppError('NOT_FOUND');
      return reply.code(204).send(null);
    },
  });

  /** A receipt DGI rejected, issued again corrected (a new number); 404 unless it is a rejected one. */
  app.route({
    ...fromContract('POST /v1/ops/invoices/:id/reissue'),
    handler: async (req, reply) => {
      await requireRole(req, 'Operator');
      if (!(await invoicing.reissue(req.params.id))) throw new AppError('NOT_FOUND');
      return reply.code(204).send(null);
    },
  });
};
