// Zod-free: the rules of Uruguay's two identity numbers a receipt carries (issue 38).

/**
 * The RUT (Registro Único Tributario), as DGI checks it on every CFE (Formato de los CFE, A-C40 and
 * A-C62 "Valida dígito verificador RUC"): 12 digits where
 * - positions 1–2 are 01 to 22,
 * - positions 3–8 are not all zero,
 * - positions 9–11 are 001,
 * - position 12 is the mod-11 check digit of the first 11 with weights 4,3,2,9,8,7,6,5,4,3,2
 *   (11 − sum mod 11; 11 → 0; 10 is never a valid RUT).
 */
const RUT_WEIGHTS = [4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Digits only: people type RUTs and cédulas with dots, dashes or spaces ("21.484.436.001-8"). */
export function taxIdDigits(value: string): string {
  return value.replace(/[\s.\-/]/g, '');
}

/** The check digit of the first 11 digits of a RUT, or null when none exists (the sum gives 10). */
export function rutCheckDigit(first11: string): number | null {
  if (!/^\d{11}$/.test(first11)) return null;
  const sum = RUT_WEIGHTS.reduce((s, w, i) => s + w * Number(first11[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return null;
  return check === 11 ? 0 : check;
}

export type RutProblem = 'length' | 'invalid';

/** Why `value` is not a RUT DGI accepts (`length`: not 12 digits; `invalid`: structure or check digit), or null. */
export function rutProblem(value: string): RutProblem | null {
  const rut = taxIdDigits(value);
  if (!/^\d{12}$/.test(rut)) return 'length';
  const first = Number(rut.slice(0, 2));
  if (first < 1 || first > 22) return 'invalid';
  if (/^0{6}$/.test(rut.slice(2, 8))) return 'invalid';
  if (rut.slice(8, 11) !== '001') return 'invalid';
  return rutCheckDigit(rut.slice(0, 11)) === Number(rut[11]) ? null : 'invalid';
}

export function isValidRut(value: string): boolean {
  return rutProblem(value) === null;
}

/**
 * The cédula de identidad (CI) of a person: up to 7 digits and a check digit, (10 − Σ dᵢ·wᵢ mod 10)
 * mod 10 with weights 2,9,8,7,6,3,4 over the 7 digits padded with leading zeros (A-C62 "Valida
 * dígito verificador CI"). Written with or without dots and dash: 1.234.567-2, 12345672.
 */
const CI_WEIGHTS = [2, 9, 8, 7, 6, 3, 4];

export function ciCheckDigit(first: string): number | null {
  if (!/^\d{1,7}$/.test(first)) return null;
  const padded = first.padStart(7, '0');
  const sum = CI_WEIGHTS.reduce((s, w, i) => s + w * Number(padded[i]), 0);
  return (10 - (sum % 10)) % 10;
}

export function isValidCi(value: string): boolean {
  const ci = taxIdDigits(value);
  if (!/^\d{6,8}$/.test(ci) || /^0+$/.test(ci.slice(0, -1))) return false;
  return ciCheckDigit(ci.slice(0, -1)) === Number(ci.at(-1));
}
