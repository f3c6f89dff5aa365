/** `?step=` as a starting step within [min, max]; anything else gives `fallback`. */
export function startingStep(raw: string | null, min: number, max: number, fallback = min): number {
  if (raw === null || !/^\d+$/.test(raw)) return fallback;
  const step = Number(raw);
  return step >= min && step <= max ? step : fallback;
}

/** The company signup's last step (the e-mail sent); company-signup.tsx uses it too. */
export const COMPANY_LAST_STEP = 2;
/** The nutritionist signup's panel step (signed in, choosing what to do next). */
export const NUTRITIONIST_PANEL_STEP = 4;
