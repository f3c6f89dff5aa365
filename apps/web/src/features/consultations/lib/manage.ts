import { AppError, type ConsultationType, consultationTexts } from '@nutritest/domain';

export const MANAGE_PATH = '/consulta-nutricional/turno';

/** The link to see or change one session (the same one the e-mails carry). */
export const managePath = (bookingId: string, manageKey: string) =>
  `${MANAGE_PATH}?${new URLSearchParams({ id: bookingId, clave: manageKey }).toString()}`;

/** Later sessions are 30 minutes: their slots are those of '2 Controles de seguimiento'. */
export const LATER_SESSION_TYPE: ConsultationType = 'controlesx2';

const FIRST_SESSION_MINUTES = 45;

/**
 * The slots a session can move to: of its own length. Only the 45-minute first session of the
 * Consulta + Plan packages uses its own type; every other session is 30 minutes.
 */
export function moveSlotsType(tipoConsulta: ConsultationType, start: string, end: string): ConsultationType {
  const minutes = Math.round((new Date(end).getTime() - new Date(start).getTime()) / 60_000);
  const plan = tipoConsulta === 'consultaPlus4' || tipoConsulta === 'consultaPlus8';
  return plan && minutes === FIRST_SESSION_MINUTES ? tipoConsulta : LATER_SESSION_TYPE;
}

const statusNames: Record<string, string> = {
  held: 'Reservada, pendiente de pago',
  confirmed: 'Confirmada',
  cancelled: 'Cancelada',
  expired: 'Vencida',
};

export const bookingStatusName = (status: string) => statusNames[status] ?? status;

export const actionFailedText = 'No pudimos completar la operación. Probá de nuevo en unos minutos.';

const slotTexts: readonly string[] = [consultationTexts.slotTaken, consultationTexts.slotGone];

/** The server's Spanish message, and whether the chosen slot is the problem (the calendar is asked again). */
export function actionFailure(error: unknown): { message: string; slotProblem: boolean } {
  if (error instanceof AppError) return { message: error.message, slotProblem: slotTexts.includes(error.message) };
  return { message: actionFailedText, slotProblem: false };
}
