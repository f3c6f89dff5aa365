/** The operations console's Spanish texts for the page and its first tab (the kits board); the others are in texts.ts. */
export const boardTexts = {
  title: 'Consola de operaciones',
  noPermission: 'No tenés permiso para ver esta página.',
  paymentsSandbox:
    'Pagos de prueba: este servidor cobra con la pasarela de prueba (sandbox) y ningún pago es real. Para cobrar de verdad, configurá las claves de MercadoPago (docs/payments.md).',
  tabs: 'Secciones de la consola',
  tabKits: 'Kits',
  tabRoute: 'Hoja de ruta',
  tabPhone: 'Cola telefónica',
  tabImport: 'Importar resultados',
  tabLedger: 'Movimientos',
  tabPayments: 'Pagos',
  tabAudit: 'Auditoría',
  tabPayouts: 'Liquidaciones',
  tabMenu: 'Menú semanal',
  tabMealPrices: 'Precios de platos',
  tabKitchen: 'Hoja de cocina',
  loading: 'Cargando',
  all: 'Todos',
  none: '—',

  status: 'Estado',
  department: 'Departamento',
  customer: 'Cliente',
  reference: 'Referencia',
  delivery: 'Entrega',
  pickup: 'Retiro',
  nextAction: 'Próxima acción',
  advance: (label: string) => `Pasar a ${label}`,
  noKits: 'No hay kits con estos filtros.',
  toArrange: 'A coordinar por teléfono',
  agreed: (date: string) => `Acordado: ${date}`,
  noDate: 'Sin día (oficina)',
  kitsCaption: 'Kits y su próxima acción',
  refresh: 'Actualizar',

  // Issue 22: rescheduled legs, replacement kits, samples rejected by the laboratory.
  rescheduledFrom: (date: string) => `Reprogramado (antes: ${date})`,
  replacementOf: (reference: string, reason: 'lost' | 'rejected') =>
    `Reemplazo de ${reference} (${reason === 'lost' ? 'kit perdido' : 'muestra rechazada'})`,
  reject: 'Muestra rechazada',
  rejectTitle: (reference: string) => `Muestra rechazada por el laboratorio: ${reference}`,
  rejectHint: (customer: string) =>
    `Le enviamos a ${customer} un kit nuevo sin costo y un correo para que coordine la entrega y el retiro otra vez.`,
  rejectReason: 'Motivo del rechazo',
  rejectReasonRequired: 'Escribí el motivo del rechazo.',
  rejectConfirm: 'Marcar rechazada',
  rejecting: 'Marcando…',
  rejectDone: (reference: string, replacement: string) =>
    `Muestra ${reference} rechazada: el kit de reemplazo es ${replacement}.`,
  // Issue 41: results held because the lab's file lacked markers.
  resultsHeld: 'Resultados retenidos: faltan marcadores',
  publishHeld: 'Publicar igual',
  publishHeldTitle: (reference: string) => `Publicar los resultados de ${reference} sin todos sus marcadores`,
  publishHeldHint: (customer: string) =>
    `El laboratorio no informó todos los marcadores de esta muestra. Publicá solo si confirmó que no los va a enviar: los rasgos sin marcadores van a decir «Sin dato» y ${customer} recibe el correo de resultados listos. Si llegan más tarde, un archivo nuevo los corrige y le avisa.`,
  publishHeldConfirm: 'Publicar igual',
  publishingHeld: 'Publicando…',
  publishHeldDone: (reference: string) => `Resultados de ${reference} publicados.`,
  // Issue 36 (N4): a second "never arrived" waits for operations.
  lostReview: 'Avisó que no llegó: revisar',
  replaceLost: 'Enviar otro kit',
  replaceLostTitle: (reference: string) => `Enviar otro kit sin costo en lugar de ${reference}`,
  replaceLostHint: (customer: string) =>
    `Este kit ya reemplazaba a uno perdido y ${customer} avisa que tampoco llegó. Revisá el envío con la empresa de envíos antes de enviar otro: le llega un correo para coordinar la entrega y el retiro otra vez.`,
  replaceLostConfirm: 'Enviar otro kit',
  replacingLost: 'Enviando…',
  replaceLostDone: (reference: string, replacement: string) =>
    `Kit ${reference} reemplazado: el kit nuevo es ${replacement}.`,
} as const;
