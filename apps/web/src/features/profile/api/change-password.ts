import type { changePasswordSchema } from '@nutritest/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /v1/account/password. The server revokes every older token and answers a new one, which
 * the caller stores (useSession().replaceToken) so the session goes on. Typed, not parsed: the
 * server answers through its response schema, and the profile page stays free of zod.
 */
export function changePassword(body: z.input<typeof changePasswordSchema>) {
  return apiRequest('PUT /v1/account/password', { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
