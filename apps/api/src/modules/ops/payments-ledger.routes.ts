import {
  AppError,
  formatDateEs,
  gatewayLabels,
  montevideoDate,
  type PaymentLedgerRow,
  paymentKindLabels,
  paymentStatusLabels,
} from '@nutritest/domain';
import type { RequestQuery } from '@nutritest/domain/contract';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireRole } from '../../platform/auth/guards';
import { fromContract } from '../../platform/http/contract';
import { listPayments, type PaymentRow } from './payments-ledger.repository';

type PaymentsQuery = RequestQuery<'GET /v1/ops/payments'>;

/** From the start of the first day to the end of the last one (both included, Montevideo, UTC−3). */
function rangeOf(q: PaymentsQuery) {
  const from = new Date(`${q.startDate}T00:00:00-03:00`);
  const to = new Date(`${q.endDate}T00:00:00-03:00`);
  to.setUTCDate(to.getUTCDate() + 1);
  if (!(from < to))
    throw new AppError('VALIDATION', 'El período no es válido.', { endDate: 'El período no es válido.' });
  return { from, to, kind: q.kind };
}

const toJson = (row: PaymentRow): PaymentLedgerRow => ({
  date: row.createdAt.toISOString(),
  kind: row.kind,
  orderId: row.orderId,
  buyer: { name: row.buyerName, email: row.buyerEmail },
  amountCents: row.amountCents,
  currency: row.currency as PaymentLedgerRow['currency'],
  installments: row.installments,
  gateway: row.gateway,
  providerReference: row.providerReference,
  status: row.status,
  refundedCents: row.refundedCents,
  disputed: row.disputed,
});

// ---------------------------------------------------------------- CSV (Spanish, for a spreadsheet)

/** 1234 → '12,34' (decimal comma, as a spreadsheet in Uruguay reads it; the payout CSV does the same). */
function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** dd/MM/yyyy HH:mm in Montevideo (UTC−3 all year). */
function dateTime(instant: Date): string {
  const local = new Date(instant.getTime() - 3 * 3600_000).toISOString();
  return `${formatDateEs(montevideoDate(instant))} ${local.slice(11, 16)}`;
}

const csvColumns = [
  'Fecha',
  'Tipo',
  'Pedido',
  'Cliente',
  'Correo electrónico',
  'Importe',
  'Moneda',
  'Cuotas',
  'Pasarela',
  'Referencia',
  'Estado',
  'Reembolsado',
  'Disputa',
];

/**
 * The payments as CSV for a spreadsheet set to Spanish (csv-stringify, the family of the lab import's
 * csv-parse): UTF-8 with BOM, ';' between cells, CRLF, decimal comma. A cell starting with = + - @
 * (or a tab or carriage return) gets a leading ' so a spreadsheet never runs it as a formula.
 */
export function paymentsCsv(rows: PaymentRow[]): string {
  return stringify(
    rows.map((r) => [
      dateTime(r.createdAt),
      paymentKindLabels[r.kind],
      r.orderId,
      r.buyerName,
      r.buyerEmail,
      decimal(r.amountCents),
      r.currency,
      r.installments === null ? '' : String(r.installments),
      r.gateway ? (gatewayLabels[r.gateway] ?? r.gateway) : '',
      r.providerReference ?? '',
      paymentStatusLabels[r.status] ?? r.status,
      decimal(r.refundedCents),
      r.disputed ? 'Sí' : 'No',
    ]),
    {
      header: true,
      columns: csvColumns,
      delimiter: ';',
      record_delimiter: 'windows',
      bom: true,
      escape_formulas: true,
    },
  );
}

/** Operations' one ledger of every payment of every kind (issue 20); operators only. */
export const paymentsLedgerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.route({
    ...fromContract('GET /v1/ops/payments'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      const rows = await listPayments(db, rangeOf(req.query));
      return rows.map(toJson);
    },
  });

  app.route({
    ...fromContract('GET /v1/ops/payments.csv'),
    handler: async (req, reply) => {
      await requireRole(req, 'Operator');
      const rows = await listPayments(db, rangeOf(req.query));
      const fileName = `pagos-nutritest-${req.query.startDate}-a-${req.query.endDate}${req.query.kind ? `-${req.query.kind}` : ''}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(paymentsCsv(rows));
    },
  });
};
