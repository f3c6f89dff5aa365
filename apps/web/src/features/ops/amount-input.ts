/**
 * Amounts typed by operations (meal prices, refunds), in the currency's units: '350', '350,5' or
 * '350.50' → cents; thousands separators are refused rather than guessed.
 */
export function amountToCents(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents → the amount shown in an input: '350' or '350,50'. */
export function centsToAmount(cents: number): string {
  const units = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(units) : `${units},${String(rest).padStart(2, '0')}`;
}
