/**
 * The invitations' texts, statuses and list-state labels with no zod in sight: the dashboards and
 * /createUser show them and must not pull the schema library into their JavaScript. invitations.ts
 * re-exports these.
 */

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 30;

export const invitationTexts = {
  // The spec's text said "será desplegado" (issue 41, item 12: a Spanish slip): the same message in plain words.
  sent: 'Enviamos la invitación. Vas a ver a la persona en la lista cuando acepte la invitación y cree su cuenta.',
  noKits: 'Tenés que tener kits comprados',
  placesWarning:
    'Si enviás más invitaciones que cupos disponibles, solo las primeras personas que se registren van a acceder al kit.',
  expired: 'La invitación venció o ya fue usada. Pedile una nueva a quien te invitó.',
  noPlacesLeft:
    'Tu empresa ya no tiene cupos disponibles para un kit. Pedile que compre más cupos y volvé a abrir el enlace de la invitación.',
  revoked: 'La invitación fue cancelada.',
  resent: 'Reenviamos la invitación.',
} as const;

/**
 * A company's invitation to someone who already had an account with that e-mail (issue 41 item 7):
 * no second account is created, so the invitation waits in her account, on the kit's purchase page.
 */
export const companyOfferTexts = {
  title: (company: string) => `${company} te invitó: tu kit no tiene costo`,
  body: (company: string) =>
    `${company} te invitó a hacer el test de NutriTest con uno de sus cupos. Como ya tenías una cuenta con este correo, la invitación te espera acá: si la aceptás, tu empresa cubre el kit y no pagás nada.`,
  accept: 'Aceptar la invitación',
  accepting: 'Aceptando…',
  confirmEmailFirst:
    'Para aceptarla, primero confirmá tu correo con el enlace que te enviamos al registrarte (podés pedirlo de nuevo desde tu perfil).',
  hasKit: 'Ya tenés un kit: la invitación de tu empresa no se puede usar para otro.',
  paying: 'Tenés un pago de tu kit en proceso. Esperá a que se resuelva antes de aceptar la invitación de tu empresa.',
  otherCompany: 'Tu cuenta ya está vinculada a otra empresa.',
  gone: 'La invitación venció o fue cancelada. Pedile una nueva a tu empresa.',
  /** The e-mail to someone invited who already has an account (decision 017: no link, no new account). */
  emailParagraph: (company: string) =>
    `Si todavía no tenés tu kit, ingresá a NutriTest con tu cuenta: en la página del kit vas a ver la invitación de ${company} y, si la aceptás, el kit no tiene costo para vos.`,
} as const;

export const invitationStatuses = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/**
 * Where a nutritionist's invitee is (issue 22 item 7): the invitation list shows it once sent. Worded
 * without a gender (issue 41 item 12: not 'Invitado' / 'Registrado' for a woman).
 */
export const invitationProgresses = ['invited', 'registered', 'kitBought', 'resultsReady'] as const;
export type InvitationProgress = (typeof invitationProgresses)[number];
export const invitationProgressLabels: Record<InvitationProgress, string> = {
  invited: 'Invitación enviada',
  registered: 'Con cuenta, sin kit',
  kitBought: 'Kit comprado',
  resultsReady: 'Resultados listos',
};

/** The four list states and their chip labels (doc 1 §4). */
export const listStateLabels = [
  'Esperando kit',
  'Realizando test',
  'Esperando resultado',
  'Resultado enviado',
] as const;
