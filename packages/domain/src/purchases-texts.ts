/**
 * The purchases' kinds, states, labels and texts with no zod in sight (issue 21): the profile and the
 * operations console name their tabs with these and must not pull the schema library into their first
 * load. purchases.ts re-exports everything here, next to the schemas of the API's answers.
 */

export const purchaseKinds = ['kit', 'kit_places', 'meals', 'consultation'] as const;
export type PurchaseKind = (typeof purchaseKinds)[number];

/** The sale's state as the buyer reads it (the product tables keep their own finer states). */
export const purchaseStatuses = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'partially_refunded',
  'refunded',
  'disputed',
] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

/** DGI's CFE types: 101 e-Ticket, 102 its credit note, 111 e-Factura, 112 its credit note. */
export const cfeTypes = [101, 102, 111, 112] as const;
export type CfeTypeCode = (typeof cfeTypes)[number];

export const invoiceStatuses = ['pending', 'issued', 'failed', 'rejected'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/**
 * Refunds under the terms (issue 21, document 2's returns policy): what the buyer may ask for now.
 * Kits: within 15 calendar days of receiving the kit and before the laboratory started, the price
 * minus a USD 50 penalty. Meals: until the ordering deadline of the first delivery day, in full.
 * Consultations: until 24 h before the first session, in full.
 */
export const KIT_REFUND_DAYS = 15;
export const KIT_REFUND_PENALTY_CENTS = 5_000;

export const refundRequestStatuses = ['requested', 'approved', 'refused'] as const;
export type RefundRequestStatus = (typeof refundRequestStatuses)[number];

export const refundRequestStatusLabels: Record<RefundRequestStatus, string> = {
  requested: 'Devolución solicitada',
  approved: 'Devolución aprobada',
  refused: 'Devolución rechazada',
};

export const purchaseKindLabels: Record<PurchaseKind, string> = {
  kit: 'Kit NutriTest',
  kit_places: 'Cupos de kit',
  meals: 'Platos semanales',
  consultation: 'Consulta nutricional',
};

export const purchaseStatusLabels: Record<PurchaseStatus, string> = {
  pending: 'Pendiente de pago',
  paid: 'Pagado',
  failed: 'Pago rechazado',
  cancelled: 'Cancelado',
  partially_refunded: 'Reembolsado en parte',
  refunded: 'Reembolsado',
  disputed: 'En disputa con el banco',
};

export const cfeTypeLabels: Record<CfeTypeCode, string> = {
  101: 'e-Ticket',
  102: 'Nota de crédito de e-Ticket',
  111: 'e-Factura',
  112: 'Nota de crédito de e-Factura',
};

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  pending: 'En emisión',
  issued: 'Emitido',
  failed: 'Con error (reintentando)',
  rejected: 'Rechazado por DGI (sin validez: se emite uno nuevo)',
};

export const purchasesTexts = {
  tabTitle: 'Mis compras',
  empty: 'Todavía no tenés compras.',
  loadError: 'No pudimos cargar tus compras. Probá de nuevo en unos minutos.',
  downloadPdf: 'Descargar PDF',
  downloadXml: 'Descargar XML',
  ticketPdf: 'PDF 80 mm',
  history: 'Historial',
  refunded: 'Reembolsado',
  tax: 'IVA incluido',
  payoutsLink: 'Ver mis liquidaciones',

  // Mis compras (web): the list, each purchase's card and its receipts.
  loading: 'Cargando tus compras',
  listLabel: 'Tus compras',
  retry: 'Reintentar',
  intro: 'Cada compra con su estado, su pago y sus comprobantes fiscales (e-Ticket o e-Factura) para descargar.',
  purchaseTitle: (kind: string, reference: string) => `${kind} · ${reference}`,
  purchasedOn: (date: string) => `Comprado el ${date}`,
  line: (quantity: number, description: string) => (quantity === 1 ? description : `${quantity} × ${description}`),
  discount: 'Descuento',
  total: 'Total',
  payment: 'Pago',
  installments: (n: number) => (n === 1 ? '1 cuota' : `${n} cuotas`),
  receipts: 'Comprobantes',
  noReceipts: 'Todavía no hay comprobante para esta compra: se emite cuando se acredita el pago.',
  /** "e-Ticket A-0000012", or the type alone while it has no number. */
  receiptName: (type: string, number: string | null) => (number ? `${type} ${number}` : type),
  downloadPdfOf: (receipt: string) => `Descargar PDF de ${receipt}`,
  ticketPdfOf: (receipt: string) => `Descargar PDF 80 mm de ${receipt}`,
  downloadXmlOf: (receipt: string) => `Descargar XML de ${receipt}`,
  downloading: 'Descargando…',
  downloadFailed: 'No pudimos descargar el comprobante. Probá de nuevo en unos minutos.',
  historyOf: (reference: string) => `Historial de ${reference}`,
  historyEvent: (status: string, date: string, time: string) => `${status} · ${date} ${time}`,

  // Operations console: the Pedidos tab (order search and the electronic invoicing's health).
  opsTab: 'Pedidos',
  opsIntro:
    'Buscá un pedido por nombre o correo del comprador, RUT, número o referencia del pedido, o número de comprobante (por ejemplo A-0000012). Sin texto ves los últimos 50 pedidos.',
  opsSearchLabel: 'Buscar pedidos',
  opsSearchButton: 'Buscar',
  opsLatest: 'Últimos 50 pedidos',
  opsResultsFor: (count: number, q: string) => `${count === 1 ? '1 pedido' : `${count} pedidos`} para «${q}»`,
  opsEmpty: (q: string) => (q ? `No hay pedidos para «${q}».` : 'Todavía no hay pedidos.'),
  opsCaption: 'Pedidos encontrados',
  opsDate: 'Fecha',
  opsKind: 'Tipo',
  opsReference: 'Referencia',
  opsBuyer: 'Comprador',
  opsTotal: 'Total',
  opsStatus: 'Estado',
  opsReceipts: 'Comprobantes',
  opsNone: '—',
  rut: (rut: string) => `RUT ${rut}`,
  invoicingTitle: 'Facturación electrónica',
  failedTitle: 'Comprobantes con error',
  failedNone: 'No hay comprobantes con error.',
  failedLine: (kind: string, purchaseId: string, attempts: number) =>
    `${kind} · pedido ${purchaseId} · ${attempts === 1 ? '1 intento' : `${attempts} intentos`}`,
  lastError: (error: string) => `Último error: ${error}`,
  retryOf: (purchaseId: string) => `Reintentar el comprobante del pedido ${purchaseId}`,
  retrying: 'Reintentando…',
  retried: 'Volvimos a intentar emitir el comprobante.',
  retryFailed: 'No pudimos reintentar la emisión. Probá de nuevo en unos minutos.',
  rejectedTitle: 'Rechazados por DGI',
  rejectedNone: 'DGI no rechazó ningún comprobante.',
  rejectedLine: (label: string, kind: string, purchaseId: string) => `${label} · ${kind} · pedido ${purchaseId}`,
  dgiReason: (code: string | null, reason: string | null) =>
    `Motivo de DGI: ${[code, reason].filter(Boolean).join(' — ') || 'sin detalle'}`,
  rejectedHelp:
    'Un comprobante rechazado no tiene validez. Corregí la causa (por ejemplo, el RUT o la ciudad de la empresa en sus datos) y emitilo de nuevo: sale con un número nuevo, con los datos de hoy, y se le envía al comprador.',
  reissue: 'Emitir de nuevo',
  reissueOf: (label: string) => `Emitir de nuevo ${label}`,
  reissuing: 'Emitiendo…',
  reissued: 'Pedimos el comprobante corregido: aparece en el pedido en cuanto se emite.',
  reissueFailed: 'No pudimos pedir el comprobante corregido. Probá de nuevo en unos minutos.',
  reviewTitle: 'Comprobantes para revisar',
  reviewLine: (label: string, kind: string, purchaseId: string, note: string) =>
    `${label} · ${kind} · pedido ${purchaseId}: ${note}`,
  dgiPendingLine: (count: number, oldest: string | null) =>
    count === 0
      ? 'DGI respondió por todos los comprobantes enviados.'
      : `${count === 1 ? '1 comprobante espera' : `${count} comprobantes esperan`} la respuesta de DGI${oldest ? ` (el más antiguo, del ${oldest})` : ''}.`,
  exchangeRateTitle: 'Tipo de cambio de los comprobantes en dólares',
  exchangeRateBcu: (rate: string, rateDate: string) => `${rate} pesos por dólar: BCU, cierre del ${rateDate}.`,
  exchangeRateBcuNone:
    'BCU: todavía no se pidió el tipo de cambio de hoy (se pide con el primer comprobante en dólares).',
  exchangeRateConfigured: (rate: string) =>
    `${rate} pesos por dólar: tipo de cambio configurado (CFE_USD_RATE), no el del BCU. DGI rechaza comprobantes con un tipo de cambio que no es el del BCU: en producción configurá EXCHANGE_RATES_SOURCE=bcu.`,
  rangesTitle: 'Rangos de CAE',
  rangesNone: 'No hay rangos de CAE cargados.',
  rangeLine: (type: string, series: string, remaining: number, expiresOn: string) =>
    `${type}, serie ${series}: ${remaining === 1 ? 'queda 1 número' : `quedan ${remaining} números`} · vence el ${expiresOn}`,
  /** Why operations must ask DGI for a new range (the range's `warning`). */
  rangeWarnings: {
    low: (type: string, series: string, remaining: number, _expiresOn: string) =>
      `${remaining === 1 ? 'Queda 1 número' : `Quedan ${remaining} números`} de la serie ${series} de ${type}: pedí un nuevo rango a DGI.`,
    expiring: (type: string, series: string, _remaining: number, expiresOn: string) =>
      `La serie ${series} de ${type} vence el ${expiresOn}: pedí un nuevo rango a DGI.`,
    exhausted: (type: string, series: string, _remaining: number, _expiresOn: string) =>
      `No quedan números de la serie ${series} de ${type}: pedí un nuevo rango a DGI.`,
    expired: (type: string, series: string, _remaining: number, expiresOn: string) =>
      `La serie ${series} de ${type} venció el ${expiresOn}: pedí un nuevo rango a DGI.`,
  },
} as const;

// The refund requests' texts: only the lazily loaded 'Mis compras' and Pedidos tab use them, so they
// live apart and stay out of the first load of the pages that import the labels above.
export { refundRequestTexts } from './refund-request-texts';
