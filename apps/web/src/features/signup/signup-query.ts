/** `?step=` as a starting step within [min, max]; anything else gives `fallback`. */
export function startingStep(raw: string | null, min: number, max: number, fallback = min): number {
  if (raw === null || !/^\d+$/.test(raw)) return fallback;
  const step = Number(raw);
  return step >= min && step <= max ? step : fallback;
}
