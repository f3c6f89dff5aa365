import { accountSchema } from '@nutritest/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const accountQueryKey = ['account', 'me'] as const;

export const accountQueryOptions = queryOptions({
  queryKey: accountQueryKey,
  queryFn: ({ signal }) => apiRequest('GET', '/v1/account', { schema: accountSchema, signal }),
  retry: false,
  staleTime: 60_000,
});
