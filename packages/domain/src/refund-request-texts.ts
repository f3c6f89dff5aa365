/**
 * Refund requests (issue 21): the buyer asks from 'Mis compras' (what will be given back is shown
 * before confirming), and operations approve or refuse from the console's Pedidos tab.
 */
export const refundRequestTexts = {
  // Mis compras: the request's state, or the button and its dialog.
  requestButton: 'Solicitar devolución',
  dialogTitle: 'Solicitar devolución',
  amount: (amount: string) => `Te devolvemos ${amount}`,
  penalty: (penalty: string) => `Se descuenta la penalidad de ${penalty} prevista en los términos.`,
  deadline: (date: string) => `Podés pedirla hasta el ${date}`,
  refundMethod: 'Te lo devolvemos por el mismo medio de pago y te enviamos la nota de crédito.',
  reasonLabel: 'Motivo (opcional)',
  reasonMax: 500,
  counter: (length: number, max: number) => `${length}/${max}`,
  terms: 'Ver los términos y condiciones',
  termsNewTab: '(se abre en una pestaña nueva)',
  cancel: 'Cancelar',
  confirm: 'Confirmar devolución',
  sending: 'Enviando…',
  sent: 'Recibimos tu pedido de devolución. Te avisamos por correo cuando lo revisemos.',
  sendFailed: 'No pudimos enviar tu pedido de devolución. Probá de nuevo en unos minutos.',
  amountLine: (amount: string) => `Monto a devolver: ${amount}`,
  penaltyLine: (penalty: string) => `Penalidad: ${penalty}`,
  requestedOn: (date: string) => `Pedida el ${date}`,
  decidedOn: (date: string) => `Revisada el ${date}`,
  refusalReason: (reason: string) => `Motivo: ${reason}`,

  // Operations console: 'Devoluciones solicitadas' in the Pedidos tab.
  opsTitle: 'Devoluciones solicitadas',
  opsNone: 'No hay devoluciones solicitadas.',
  opsListLabel: 'Devoluciones',
  opsPurchase: (kind: string, reference: string) => `${kind} · ${reference}`,
  /** A kit purchase's kits, the live one last (issue 36, N4): "Kit NT-…: Kit reemplazado". */
  opsKit: (kit: {
    referenceId: string;
    statusLabel: string;
    replacementReason: 'lost' | 'rejected' | null;
    lostReviewRequested: boolean;
  }) =>
    `${kit.replacementReason ? `Reemplazo (${kit.replacementReason === 'lost' ? 'kit perdido' : 'muestra rechazada'})` : 'Kit'} ${kit.referenceId}: ${kit.statusLabel}${kit.lostReviewRequested ? ' · avisó que no llegó' : ''}`,
  opsToRefund: (amount: string) => `A devolver: ${amount}`,
  opsPenalty: (penalty: string) => `Penalidad: ${penalty}`,
  opsCustomerReason: (reason: string) => `Motivo del comprador: «${reason}»`,
  opsNoCustomerReason: 'El comprador no indicó un motivo.',
  opsRequestedOn: (date: string, time: string) => `Pedida el ${date} a las ${time}`,
  opsDecidedOn: (date: string, time: string) => `Decidida el ${date} a las ${time}`,
  opsRefusalReason: (reason: string) => `Motivo del rechazo: ${reason}`,
  approve: 'Aprobar',
  approveOf: (reference: string) => `Aprobar la devolución de ${reference}`,
  approveTitle: 'Aprobar la devolución',
  approveText: (amount: string) => `Se devuelven ${amount} por la pasarela de pago y se emite la nota de crédito.`,
  approving: 'Aprobando…',
  approved: 'Aprobamos la devolución: el reembolso y la nota de crédito quedan en camino.',
  refuse: 'Rechazar',
  refuseOf: (reference: string) => `Rechazar la devolución de ${reference}`,
  refuseTitle: 'Rechazar la devolución',
  refuseReasonLabel: 'Motivo',
  refuseReasonHelp: 'Se lo enviamos por correo al comprador.',
  refusing: 'Rechazando…',
  refused: 'Rechazamos la devolución y le avisamos al comprador por correo.',
  decideFailed: 'No pudimos registrar la decisión. Probá de nuevo en unos minutos.',
} as const;
