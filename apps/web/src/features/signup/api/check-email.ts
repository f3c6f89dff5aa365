import { apiJson } from '../../../lib/api-client';

/** GET /v1/account/verification?email=: whether an e-mail can still be used for a new account. */
export async function checkEmailAvailable(email: string): Promise<boolean> {
  const { available } = await apiJson<{ available: boolean }>('GET', '/v1/account/verification', {
    query: { email },
  });
  return available;
}
