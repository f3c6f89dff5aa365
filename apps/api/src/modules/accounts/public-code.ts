import { randomInt } from 'node:crypto';

/** Upper-case letters and digits without look-alikes (0/O, 1/I/L): easy to read aloud and type. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short public code for a nutritionist, e.g. "K7QH2M". Uniqueness is checked by the caller. */
export function generatePublicCode(length = 6): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A temporary password that satisfies the password rule (letters and at least two digits). */
export function generateTemporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  let value = '';
  for (let i = 0; i < 6; i++) value += letters[randomInt(letters.length)];
  return `${value}${randomInt(10)}${randomInt(10)}${ALPHABET[randomInt(ALPHABET.length)]}`;
}
