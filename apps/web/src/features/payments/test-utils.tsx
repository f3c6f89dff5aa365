import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '../../app/router';
import { theme } from '../../app/theme';
import { createQueryClient } from '../../lib/query-client';

export interface StubCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}
export type StubAnswer = { status?: number; body?: unknown; text?: string } | 'network-error' | undefined;

/**
 * Stubs only `fetch`: the handler answers by method and path; unhandled calls answer 404 like the
 * API. Returns the calls made, to assert on payloads and headers.
 */
export function stubApi(handler: (call: StubCall) => StubAnswer | Promise<StubAnswer>) {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const call: StubCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        headers: { ...(init?.headers as Record<string, string>) },
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = (await handler(call)) ?? { status: 404, body: { error: 'NOT_FOUND', message: 'No encontramos.' } };
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      if (answer.text !== undefined) {
        return new Response(answer.text, { status: answer.status ?? 200, headers: { 'content-type': 'text/plain' } });
      }
      return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? null), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

export const costTiers = [
  { minAmount: 1, maxAmount: 1, unitCost: 24_900, currency: 'USD' },
  { minAmount: 2, maxAmount: 9, unitCost: 23_900, currency: 'USD' },
  { minAmount: 10, maxAmount: 49, unitCost: 21_900, currency: 'USD' },
  { minAmount: 50, maxAmount: null, unitCost: 19_900, currency: 'USD' },
];

export const visaCard = {
  instrumentToken: 'tok_visa',
  name: '•••• 3704',
  brand: 'visa',
  issuerImageUrl: '/sandbox/brands/visa.svg',
  holderName: 'Ana Pérez',
  expiry: '12/39',
};

export const masterCard = {
  instrumentToken: 'tok_master',
  name: '•••• 4444',
  brand: 'mastercard',
  issuerImageUrl: '/sandbox/brands/mastercard.svg',
  holderName: 'Ana M. Pérez',
  expiry: '10/38',
};

export function account(role: 'Customer' | 'Nutritionist' | 'Business', { hasAnalysis = false } = {}) {
  return {
    id: 'acc-1',
    email: 'ana@test.uy',
    role,
    emailConfirmed: true,
    profile: {
      firstName: role === 'Business' ? '' : 'Ana',
      lastName: role === 'Business' ? '' : 'Pérez',
      birthDate: null,
      height: null,
      weight: null,
      gender: null,
      ethnicity: null,
      mobile: null,
      analysis: hasAnalysis
        ? { id: 'an-1', referenceId: 'NT-2026-000001', created: '2026-01-01', lastModified: '2026-01-01', status: 1 }
        : null,
      pathologies: [],
      familyHistories: [],
    },
    nutritionist: null,
    business:
      role === 'Business'
        ? { name: 'Café Sur', rut: '1', businessName: 'Café Sur SA', address: 'x', phone: '1', avatar: null }
        : null,
    referer: null,
  };
}

/** A paid analysis as POST /v1/analyses answers it. */
export function purchased({
  amount = 22_410,
  installments = 3,
  quantity = 1,
  card = 'Visa •••• 3704' as string | null,
} = {}) {
  return {
    id: 'an-1',
    referenceId: 'NT-2026-000001',
    status: 1,
    order: {
      invoiceId: 'F-2026-000042',
      analyses: quantity,
      quantity,
      transaction: {
        amount,
        currency: 'USD',
        installments,
        discount: 0,
        coupon: null,
        card,
        reference: card ? 'SBX-1' : null,
        status: amount === 0 ? 'free' : 'approved',
      },
    },
  };
}

/** Signed in as `who`, with the answers every payment page needs. */
export function signedInAs(
  who: ReturnType<typeof account>,
  handler: (call: StubCall) => StubAnswer | Promise<StubAnswer> = () => undefined,
) {
  localStorage.setItem('token', 'tok');
  return stubApi(async (call) => {
    const answer = await handler(call);
    if (answer !== undefined) return answer;
    if (call.path === '/v1/account') return { body: who };
    if (call.path === '/v1/cost') return { body: costTiers };
    if (call.path === '/v1/config') {
      return { body: { supportEmail: 'soporte@test.uy', whatsappNumber: '598', supportPhone: '1' } };
    }
    return undefined;
  });
}
