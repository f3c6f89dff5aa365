import { publicConfigSchema } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Support e-mail, WhatsApp number and phone: configuration values served by the API. */
export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => apiRequest('GET', '/v1/config', { schema: publicConfigSchema, signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

const fallback = {
  supportEmail: 'soporte@nutritest.uy',
  whatsappNumber: '59899000000',
  supportPhone: '+598 2900 0000',
};

export function usePublicConfig() {
  const { data } = useQuery(publicConfigQueryOptions);
  return data ?? fallback;
}
