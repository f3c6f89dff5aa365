import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const accountQueryKey = ['account', 'me'] as const;

/** GET /v1/account. Typed, not parsed in the browser: the session (in every page's shell) must stay free of zod. */
export const accountQueryOptions = queryOptions({
  queryKey: accountQueryKey,
  queryFn: ({ signal }) => apiRequest('GET /v1/account', { signal }),
  retry: false,
  staleTime: 60_000,
});
