// zod-free on purpose: the forms import the hint and the check without pulling zod into first loads.
/**
 * The one phone-number rule of the product (issue 22, item 10; docs/decisions/023-uruguayan-phone-numbers.md):
 * a Uruguayan number, written as people write it. A mobile is 9 digits starting with 09
 * (099 123 456) and a landline 8 digits starting with 2 (Montevideo) or 4 (the rest of the country),
 * optionally after +598 / 00598 (then without the mobile's leading 0: +598 99 123 456). Spaces,
 * dashes, dots and parentheses are allowed while typing; the value kept is the national number in
 * digits only ('099123456', '29001234'), so every form, the server and the stored data agree.
 */

const SEPARATORS = /[\s\-.()]/g;

/** The national form of a Uruguayan number ('099123456', '29001234'), or null if it is not one. */
export function normalizeUruguayPhone(input: string): string | null {
  let digits = input.replace(SEPARATORS, '');
  if (digits.startsWith('+598')) digits = digits.slice(4);
  else if (digits.startsWith('00598')) digits = digits.slice(5);
  else if (/^598\d{8}$/.test(digits)) digits = digits.slice(3);
  else if (digits.startsWith('+')) return null;
  // After the country code a mobile drops its leading 0 (+598 99 123 456).
  if (/^9\d{7}$/.test(digits)) digits = `0${digits}`;
  if (/^09[1-9]\d{6}$/.test(digits)) return digits;
  if (/^[24]\d{7}$/.test(digits)) return digits;
  return null;
}

/** Whether `input` is a Uruguayan mobile or landline number (see normalizeUruguayPhone). */
export const isUruguayPhone = (input: string): boolean => normalizeUruguayPhone(input) !== null;

/** The hint under every phone field. */
export const phoneHint = 'Celular (099 123 456) o teléfono fijo (2900 1234) de Uruguay.';
