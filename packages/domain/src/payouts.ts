import { z } from 'zod';
import { formatDateEs, montevideoDate } from './calendar';
import { monthYearEs } from './spanish-format';

/**
 * Nutritionists' monthly payouts (doc 1 §6 "Payout monthly if balance positive"): once a month is
 * over (America/Montevideo), each nutritionist with a positive balance gets a statement of that
 * month's commissions, pending until operations record the transfer.
 */

export const payoutStatusLabels = { pending: 'Pendiente de pago', paid: 'Pagada' } as const;

export const payoutStatementSchema = z.object({
  id: z.string(),
  /** YYYY-MM */
  month: z.string(),
  status: z.enum(['pending', 'paid']),
  /** Sum of the month's commissions (reversed ones count 0); fixed once paid. */
  totalCents: z.number().int(),
  /** The commissions' currency: a month with commissions in dollars and in pesos has one statement for each. */
  currency: z.enum(['USD', 'UYU']),
  lines: z.number().int(),
  paidAt: z.string().nullable(),
  reference: z.string().nullable(),
});
export type PayoutStatement = z.infer<typeof payoutStatementSchema>;

export const payoutLineSchema = z.object({
  date: z.string(),
  patient: z.string(),
  amountCents: z.number().int(),
  status: z.enum(['accrued', 'reversed', 'paid']),
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

/** GET /v1/payouts/{id}: the statement, who is paid and how, and its lines. */
export const payoutStatementDetailSchema = z.object({
  statement: payoutStatementSchema,
  nutritionist: z.object({ name: z.string(), email: z.string(), payoutMethod: z.string() }),
  lines: z.array(payoutLineSchema),
});
export type PayoutStatementDetail = z.infer<typeof payoutStatementDetailSchema>;

/** GET /v1/ops/payouts: statements with the nutritionist, for operations. */
export const opsPayoutSchema = payoutStatementSchema.extend({
  nutritionist: z.object({ id: z.string(), name: z.string(), email: z.string(), payoutMethod: z.string() }),
});
export type OpsPayout = z.infer<typeof opsPayoutSchema>;

/** POST /v1/ops/payouts/{id}/paid. */
export const markPayoutPaidSchema = z.object({
  reference: z
    .string({ error: 'Ingresá la referencia de la transferencia.' })
    .trim()
    .min(1, 'Ingresá la referencia de la transferencia.')
    .max(100, 'La referencia no puede superar los 100 caracteres.'),
});

/** '2026-11' → 'noviembre de 2026'. */
export function monthLabel(month: string): string {
  return monthYearEs(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
}

/** The Montevideo month of an instant, 'YYYY-MM'. */
export function montevideoMonth(instant: Date): string {
  return montevideoDate(instant).slice(0, 7);
}

/** The instant a Montevideo month starts. */
export function startOfMontevideoMonth(month: string): Date {
  return new Date(`${month}-01T00:00:00-03:00`);
}

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** 1234 → '12,34' (decimal comma, as a spreadsheet in Uruguay reads it). */
function amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const cell = (value: string) => (/[";\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

const lineStatus = { accrued: 'A pagar', reversed: 'Anulada (reembolso)', paid: 'Pagada' } as const;

/**
 * The statement as CSV for a spreadsheet set to Spanish: UTF-8 with BOM, ';' between cells, decimal
 * comma. Cells starting with = + - @ are prefixed with ' so a spreadsheet never runs them.
 */
export function payoutCsv(detail: PayoutStatementDetail): string {
  const safe = (value: string) => cell(/^[=+\-@]/.test(value) ? `'${value}` : value);
  const currency = detail.statement.currency;
  const rows = [
    ['Liquidación', monthLabel(detail.statement.month)],
    ['Nutricionista', detail.nutritionist.name],
    ['Estado', payoutStatusLabels[detail.statement.status]],
    [`Total (${currency})`, amount(detail.statement.totalCents)],
    [],
    ['Fecha', 'Paciente', `Comisión (${currency})`, 'Estado'],
    ...detail.lines.map((l) => [
      formatDateEs(montevideoDate(new Date(l.date))),
      l.patient,
      amount(l.amountCents),
      lineStatus[l.status],
    ]),
  ];
  return `\uFEFF${rows.map((r) => r.map((v) => safe(v)).join(';')).join('\r\n')}\r\n`;
}
