import { apiJson } from '../../../lib/api-client';

/** GET /v1/account/verification?email=: whether an account already uses the e-mail. */
export function checkEmailAvailability(email: string) {
  return apiJson<{ available: boolean }>('GET', '/v1/account/verification', { query: { email } });
}

/**
 * The check the form runs before saving (doc 1 §5): the person's own e-mail is fine without
 * asking the server; any other must be free.
 */
export async function isEmailUsable(email: string, ownEmail: string | null): Promise<boolean> {
  if (ownEmail && email.trim().toLowerCase() === ownEmail.toLowerCase()) return true;
  const { available } = await checkEmailAvailability(email.trim().toLowerCase());
  return available;
}
