import type { PublicConfig } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

const fallback: PublicConfig = {
  supportEmail: 'soporte@nutritest.uy',
  whatsappNumber: '59899000000',
  supportPhone: '+598 2900 0000',
};

/**
 * GET /v1/config with a plain fetch and a shape check of its three strings: the landing page shows
 * these contacts, and going through api-client (and so zod and every schema) would more than double
 * the JavaScript the landing needs before it can run. Anything unexpected keeps the fallback.
 */
async function fetchPublicConfig(signal: AbortSignal): Promise<PublicConfig> {
  const response = await fetch('/v1/config', { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`GET /v1/config answered ${response.status}`);
  const body: unknown = await response.json();
  const value = (key: keyof PublicConfig) => {
    const field = (body as Record<string, unknown> | null)?.[key];
    return typeof field === 'string' && field.length > 0 && field.length <= 200 ? field : fallback[key];
  };
  return {
    supportEmail: value('supportEmail'),
    whatsappNumber: value('whatsappNumber'),
    supportPhone: value('supportPhone'),
  };
}

/** Support e-mail, WhatsApp number and phone: configuration values served by the API. */
export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => fetchPublicConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig(): PublicConfig {
  const { data } = useQuery(publicConfigQueryOptions);
  return data ?? fallback;
}
