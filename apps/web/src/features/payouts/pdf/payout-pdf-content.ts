import type { PayoutLine, PayoutStatement } from '@nutritest/domain';
import { formatDateEs, formatMoney, montevideoDate, payoutStatusLabels } from '@nutritest/domain';
import { payoutLineStatusLabels } from '../texts';

/** The statement's lines as the PDF table shows them: dd/MM/yyyy (Montevideo), its currency, Spanish status. */
export function pdfLines(lines: PayoutLine[], currency: PayoutStatement['currency'] = 'USD') {
  return lines.map((line) => ({
    date: formatDateEs(montevideoDate(new Date(line.date))),
    patient: line.patient,
    amount: formatMoney(line.amountCents, currency),
    status: payoutLineStatusLabels[line.status],
    reversed: line.status === 'reversed',
  }));
}

/** 'Pendiente de pago', or 'Pagada el 05/12/2026 · Referencia: TRF-1'. */
export function statusLine(statement: Pick<PayoutStatement, 'status' | 'paidAt' | 'reference'>): string {
  if (statement.status !== 'paid') return payoutStatusLabels[statement.status];
  const parts: string[] = [payoutStatusLabels.paid];
  if (statement.paidAt)
    parts[0] = `${payoutStatusLabels.paid} el ${formatDateEs(montevideoDate(new Date(statement.paidAt)))}`;
  if (statement.reference) parts.push(`Referencia: ${statement.reference}`);
  return parts.join(' · ');
}
