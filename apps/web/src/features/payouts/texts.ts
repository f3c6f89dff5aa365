/** The payout statements' Spanish texts (the nutritionist's 'Mi balance' tab and its PDF). */
export const payoutTexts = {
  title: 'Liquidaciones mensuales',
  intro:
    'Al terminar cada mes en el que tuviste comisiones, preparamos tu liquidación. Te avisamos por correo cuando la transferimos.',
  empty: 'Todavía no tenés liquidaciones. La primera se prepara al terminar el mes en que cobres tu primera comisión.',
  loading: 'Cargando tus liquidaciones',
  list: 'Tus liquidaciones',
  total: 'Total',
  commissions: (n: number) => `${n} ${n === 1 ? 'comisión' : 'comisiones'}`,
  paidOn: (date: string) => `Pagada el ${date}`,
  reference: (reference: string) => `Referencia: ${reference}`,
  downloadCsv: 'Descargar CSV',
  downloadPdf: 'Descargar PDF',
  preparingCsv: 'Preparando CSV…',
  preparingPdf: 'Preparando PDF…',
  csvFailed: 'No pudimos descargar el CSV. Probá de nuevo en unos minutos.',
  pdfFailed: 'No pudimos preparar el PDF. Probá de nuevo en unos minutos.',
} as const;

/** A line's status as the statement (CSV and PDF) shows it. */
export const payoutLineStatusLabels = {
  accrued: 'A pagar',
  reversed: 'Anulada (reembolso)',
  paid: 'Pagada',
} as const;

/** liquidacion-nutritest-2026-11.csv / .pdf */
export function payoutFileName(month: string, extension: 'csv' | 'pdf'): string {
  return `liquidacion-nutritest-${month}.${extension}`;
}
