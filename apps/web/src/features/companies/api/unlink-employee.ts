import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * DELETE /v1/account/employees/{id}: the company unlinks an employee who left. The answer says
 * whether the place came back (the kit was never delivered) and how many places are left.
 */
export function unlinkEmployee(id: string) {
  return apiRequest('DELETE /v1/account/employees/:id', { params: { id } });
}

export function useUnlinkEmployee() {
  return useMutation({ mutationFn: unlinkEmployee });
}
