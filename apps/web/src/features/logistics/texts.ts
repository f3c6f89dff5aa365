/** The kit flow's Spanish texts (doc 1 §2 Kit flow and Dialogs, §4, §5, §9). */
export const stepLabels = [
  'Tipo de envío',
  'Coordinar entrega',
  'Confirmación de entrega',
  'Método de retiro',
  'Coordinar retiro',
  'Resultados',
] as const;

export const kitTexts = {
  greeting: (firstName: string) => (firstName ? `¡Hola, ${firstName}!` : '¡Hola!'),
  intro: 'Seguí acá cada etapa de tu kit NutriTest: la entrega, el retiro de la muestra y tus resultados.',
  stepper: 'Etapas de tu kit',
  loadFailed: 'No pudimos cargar el estado de tu kit.',
  retry: 'Reintentar',
  next: 'Siguiente',
  back: 'Anterior',
  confirm: 'Confirmar',
  edit: 'Editar',

  shippingQuestion: '¿Cómo querés recibir tu kit?',
  homeDelivery: 'Envío a domicilio',
  homeDeliveryHint: 'Te lo llevamos a tu casa o a donde nos digas, en cualquier punto de Uruguay.',
  officeDelivery: 'Retiro en la oficina',
  officeHint: (where: string, hours: string) => `Pasás a buscarlo por nuestra oficina (${where}), ${hours}.`,

  address: 'Dirección',
  addAddress: 'Agregar dirección',
  changeAddress: 'Cambiar dirección',
  noAddress: 'Todavía no ingresaste una dirección.',
  addressRequired: 'Ingresá la dirección.',
  dateRequired: 'Elegí un día y un horario.',
  interiorWarning:
    'Fuera de Montevideo coordinamos el día por teléfono: nuestro equipo te va a llamar para acordar la fecha.',

  deliveryTitle: 'Tu entrega',
  deliveryOffice: 'Retirás el kit en nuestra oficina.',
  deliveryToArrange: 'Te vamos a llamar para coordinar el día de entrega.',
  deliveryAgreed: (date: string) => `Día acordado por teléfono: ${date}.`,
  kitOnItsWay: 'Estamos preparando tu kit. Cuando lo recibas, tomá la muestra de saliva siguiendo las instrucciones.',
  kitDelivered: 'Tu kit fue entregado. Tomá la muestra y coordiná el retiro.',
  toPickup: 'Coordinar retiro',

  pickupQuestion: '¿Cómo nos hacés llegar la muestra?',
  homePickup: 'Retiro a domicilio',
  homePickupHint: 'Pasamos a buscar la muestra por la dirección que nos digas.',
  officeDrop: 'Entregar en la oficina',
  officeDropHint: (where: string, hours: string) => `Dejás la muestra en nuestra oficina (${where}), ${hours}.`,
  pickupConfirmTitle: 'Revisá los datos del retiro',

  date: 'Día',
  slot: 'Horario',
  place: 'Lugar',
  office: 'Nuestra oficina',

  returnTitle: 'Retiro de la muestra',
  returnOffice: 'Dejás la muestra en nuestra oficina.',
  returnToArrange: 'Te vamos a llamar para coordinar el día del retiro.',
  sampleCollected: 'Retiramos tu muestra: va camino al laboratorio.',
  inLabTitle: 'Test en laboratorio',
  waitingResults: 'Esperando Resultados',
  resultsPromise: 'Tus resultados van a estar listos en un máximo de 45 días hábiles desde que retiramos la muestra.',
  resultsBy: (date: string) => `Fecha límite: ${date}.`,

  timelineTitle: 'Seguimiento',
  pending: 'Pendiente',
  current: 'En curso',
  daysLeft: (n: number) => (n === 1 ? 'Falta 1 día hábil' : `Faltan ${n} días hábiles`),
  dueToday: 'Tus resultados están por llegar',
  countdownHint: (date: string) => `para tus resultados (a más tardar el ${date}).`,

  replacementTitle: 'Kit de reemplazo sin costo',
  replacementLost: (reference: string) =>
    `Tu kit anterior (${reference}) no llegó: te enviamos uno nuevo, sin costo. Coordiná de nuevo la entrega y el retiro de la muestra.`,
  replacementRejected: (reference: string, note: string | null) =>
    `El laboratorio no pudo analizar la muestra de tu kit anterior (${reference})${note ? `. Motivo: ${note}` : ''}. Te enviamos un kit nuevo, sin costo, para tomar otra muestra: coordiná de nuevo la entrega y el retiro.`,

  rescheduleDelivery: 'Reprogramar entrega',
  reschedulePickup: 'Reprogramar retiro',
  rescheduleTitle: (leg: 1 | 2) =>
    leg === 1 ? 'Reprogramar la entrega del kit' : 'Reprogramar el retiro de la muestra',
  rescheduleCurrent: (when: string) => `Hoy está agendado para el ${when}. Elegí el nuevo día y horario.`,
  rescheduleHint: 'Podés cambiarlo hasta el día anterior a la fecha agendada.',
  rescheduleDone: (when: string) => `Listo: quedó para el ${when}. Te enviamos un correo con la nueva fecha.`,
  /** Issue 41 item 6: a choice (courier or office) changed while the leg has not happened. */
  changeDelivery: 'Cambiar cómo recibo el kit',
  changePickup: 'Cambiar cómo entrego la muestra',
  keepChoice: 'Dejarlo como estaba',
  currentDelivery: (choice: string) =>
    `Ahora tenés elegido: ${choice}. Si elegís otra forma, reemplaza a la actual. Podés cambiarla hasta el día anterior a la entrega (o, en la oficina, hasta que retires el kit).`,
  currentPickup: (choice: string) =>
    `Ahora tenés elegido: ${choice}. Si elegís otra forma, reemplaza a la actual. Podés cambiarla hasta el día anterior al retiro (o, en la oficina, hasta que dejes la muestra).`,
  choiceCourier: 'envío a domicilio',
  choiceOffice: 'la oficina',
  /** A delivery on or after the booked pickup releases it (decision 060). */
  releasesPickup: (when: string) =>
    `Ese día es igual o posterior al retiro de la muestra que tenés agendado (${when}). Si seguís, cancelamos ese retiro y lo agendás de nuevo cuando recibas el kit.`,
  moveAndReleasePickup: 'Cambiar la entrega y cancelar el retiro',
  rescheduleDoneReleased: (when: string) =>
    `Listo: la entrega quedó para el ${when} y cancelamos el retiro de la muestra. Agendalo de nuevo cuando recibas el kit. Te enviamos un correo.`,
  rescheduleClosed:
    'Ya no se puede reprogramar desde acá: los cambios se hacen hasta el día anterior a la fecha agendada. Escribinos por WhatsApp y lo resolvemos.',
  cancel: 'Cancelar',

  lostQuestion: '¿No recibiste tu kit?',
  lostButton: 'Avisar que no llegó',
  lostTitle: '¿Tu kit no llegó?',
  lostBody:
    'Si pasó el día de entrega y no recibiste el kit, avisanos: te enviamos uno nuevo sin costo y coordinás de nuevo la entrega y el retiro.',
  lostConfirm: 'Sí, no lo recibí',
  /** A kit that already replaces a lost one (issue 36, N4): operations review before another goes out. */
  lostBodyReview:
    'Este kit ya reemplazaba a uno que se perdió. Si tampoco lo recibiste, avisanos: nuestro equipo revisa el envío con la empresa de envíos y te escribe en 2 días hábiles.',
  lostReviewTitle: 'Estamos revisando tu aviso',
  lostReviewBody:
    'Nos avisaste que este kit no llegó. Nuestro equipo revisa el envío y te escribe en los próximos 2 días hábiles; no tenés que hacer nada más.',

  dnaReminder: 'El laboratorio necesita tu Formulario ADN completo para analizar la muestra.',
  dnaLink: 'Completar el Formulario ADN',
} as const;

export const addressTexts = {
  title: 'Agregar dirección',
  street: 'Calle',
  doorNumber: 'Número de puerta',
  apartment: 'Apartamento',
  corner: 'Esquina',
  department: 'Departamento',
  cancel: 'Cancelar',
  save: 'Guardar',
} as const;

export const dayPickerTexts = {
  title: 'Elegí día y horario',
  suggestions: 'Horarios sugeridos',
  calendar: 'Otro día',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  pickDay: 'Elegí un día para ver los horarios.',
  slot: 'Horario',
  full: 'completo',
  unavailable: 'no disponible',
  loadFailed: 'No pudimos cargar los horarios disponibles.',
} as const;
