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
  query: URLSearchParams;
  body: unknown;
}
export type StubAnswer = { status?: number; body?: unknown; text?: string } | undefined;

/**
 * Stubs `fetch` with a handler by method and path (query kept apart). Unhandled calls answer 404
 * NOT_FOUND like the API would. Returns the list of calls made, to assert on payloads.
 */
export function stubApi(handler: (call: StubCall) => StubAnswer) {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const call: StubCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = handler(call) ?? { status: 404, body: { error: 'NOT_FOUND', message: 'No encontramos.' } };
      if (answer.text !== undefined) {
        return new Response(answer.text, { status: answer.status ?? 200, headers: { 'content-type': 'text/plain' } });
      }
      return new Response(JSON.stringify(answer.body ?? null), {
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

export const reference = {
  departments: [{ id: 0, name: 'Montevideo' }],
  pathologies: [
    { id: 1, name: 'Hipertensión' },
    { id: 2, name: 'Diabetes' },
  ],
  familyHistories: [
    { id: 1, name: 'Hipertensión' },
    { id: 5, name: 'Sobrepeso' },
  ],
};

export function account(role: 'Customer' | 'Nutritionist' | 'Business', extra: Record<string, unknown> = {}) {
  return {
    id: 'acc-1',
    email: 'ana@test.uy',
    role,
    emailConfirmed: false,
    profile: {
      firstName: 'Ana',
      lastName: 'Pérez',
      birthDate: null,
      height: null,
      weight: null,
      gender: null,
      ethnicity: null,
      mobile: null,
      analysis: null,
      pathologies: [],
      familyHistories: [],
    },
    nutritionist: null,
    business: null,
    referer: null,
    ...extra,
  };
}

/** The answers every signup page needs: price tiers and reference lists. */
export function baseAnswers(call: StubCall): StubAnswer {
  if (call.path === '/v1/cost') return { body: costTiers };
  if (call.path === '/v1/reference') return { body: reference };
  if (call.path === '/v1/config') {
    return { body: { supportEmail: 's@test.uy', whatsappNumber: '598', supportPhone: '1' } };
  }
  return undefined;
}
