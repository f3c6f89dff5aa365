import { isPublicPath } from '@nutritest/domain';

export const CONSULTATION_PATH = '/consulta-nutricional';
export const CONSULTATION_PAY_PATH = '/consulta-nutricional/pago';
/** The same payment step, on the public page itself (?paso=pago). */
export const PAY_STEP_PARAM = 'paso';
export const PAY_STEP_VALUE = 'pago';

/**
 * Where the payment step opens. A guest is sent to '/' from any path that is not public (the session
 * checks every path while signed out), so /consulta-nutricional/pago is used only once the routing
 * rule lists it as public; until then the step opens on /consulta-nutricional?paso=pago.
 */
export function consultationPayPath(): string {
  return isPublicPath(CONSULTATION_PAY_PATH)
    ? CONSULTATION_PAY_PATH
    : `${CONSULTATION_PATH}?${PAY_STEP_PARAM}=${PAY_STEP_VALUE}`;
}

/** Query parameters that open the page with a type and slot chosen (the links of a refunded slot). */
export const CHOSEN_TYPE_PARAM = 'tipo';
export const CHOSEN_SLOT_PARAM = 'turno';
export const CHOSEN_NUTRITIONIST_PARAM = 'nutricionista';

/** The page with this type and slot chosen (the same link the e-mail gives). */
export function chosenSlotPath(type: string, slot: { start: string; nutritionistId: string }): string {
  const query = new URLSearchParams({
    [CHOSEN_TYPE_PARAM]: type,
    [CHOSEN_SLOT_PARAM]: slot.start,
    [CHOSEN_NUTRITIONIST_PARAM]: slot.nutritionistId,
  });
  return `${CONSULTATION_PATH}?${query}`;
}
