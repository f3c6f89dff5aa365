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
