import { COMMON_PASSWORDS } from './common-passwords.generated';

let lookup: Set<string> | undefined;

/**
 * True when the password is one of the 1,000 most common ones (any letter case): such passwords
 * fall to the first guesses of any attacker, whatever the spec's length-and-digit rule says.
 */
export function isCommonPassword(password: string): boolean {
  lookup ??= new Set(COMMON_PASSWORDS);
  return lookup.has(password.toLowerCase());
}
