import type { changePasswordSchema } from '@nutritest/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const changePasswordResponseSchema = z.object({ jwtToken: z.string() });

/**
 * PUT /v1/account/password. The server revokes every older token and answers a new one, which
 * the caller stores (useSession().replaceToken) so the session goes on.
 */
export function changePassword(body: z.input<typeof changePasswordSchema>) {
  return apiRequest('PUT', '/v1/account/password', { body, schema: changePasswordResponseSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
