import { ThemeProvider } from '@mui/material/styles';
import type { Account, Distribution, DistributionInfo, Role } from '@nutritest/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import { routes } from '../../app/router';
import { theme } from '../../app/theme';
import { createQueryClient } from '../../lib/query-client';

export interface StubbedRequest {
  method: string;
  url: string;
  body: unknown;
  contentType: string | undefined;
}
export type Answer = { status: number; body?: unknown } | undefined;
export type Handler = (request: StubbedRequest) => Answer;

export function makeAccount(role: Role, firstName = 'María'): Account {
  return {
    id: 'acc-1',
    email: 'maria@test.uy',
    role,
    emailConfirmed: true,
    profile: {
      firstName,
      lastName: 'Pérez',
      birthDate: '1990-01-01',
      height: 170,
      weight: 70,
      gender: 0,
      ethnicity: 0,
      mobile: '099123456',
      analysis:
        role === 'Customer'
          ? {
              id: 'an-1',
              referenceId: 'NT-2026-000001',
              created: '2026-08-01T12:00:00Z',
              lastModified: '2026-08-01T12:00:00Z',
              status: 1,
            }
          : null,
      pathologies: [],
      familyHistories: [],
    },
    nutritionist: null,
    business: null,
    referer: null,
  };
}

export const montevideoAddress = {
  street: 'Av. Brasil',
  doorNumber: 2500,
  apartmentNumber: '301',
  corner: 'Ellauri',
  state: 0,
  city: '',
};

export function makeDistribution(overrides: Partial<Distribution> = {}): Distribution {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    type: 0,
    address: montevideoAddress,
    created: '2026-08-01T12:00:00Z',
    status: 1,
    kitDistributions: [
      { id: 'leg-1', type: 1, date: '2026-08-05', schedule: 0, status: 'scheduled', agreedDate: null },
    ],
    ...overrides,
  };
}

const labels: Record<number, string> = {
  1: 'Kit pagado',
  7: 'Kit entregado',
  4: 'Retiro de muestra agendado',
  5: 'Muestra retirada',
  2: 'Test en laboratorio',
  8: 'Resultados enviados',
};

/** A DistributionInfo whose timeline has reached the given stages (status → instant). */
export function makeInfo(
  overrides: Partial<DistributionInfo> = {},
  reached: Record<number, string> = { 1: '2026-08-01T12:00:00Z' },
): DistributionInfo {
  return {
    analysisId: 'an-1',
    status: 1,
    distributions: [],
    pickupDistribution: null,
    returnDistribution: null,
    timeline: [1, 7, 4, 5, 2, 8].map((status) => ({
      status,
      label: labels[status]!,
      at: reached[status] ?? null,
    })),
    resultsDueDate: null,
    ...overrides,
  };
}

export const departmentsReference = {
  departments: [
    { id: 0, name: 'Montevideo' },
    { id: 14, name: 'Salto' },
  ],
  pathologies: [],
  familyHistories: [],
};

/** Stubs `fetch` (the only thing these tests replace); unanswered requests get a 404 error body. */
export function stubApi(handler: Handler) {
  const requests: StubbedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const contentType = headers['Content-Type'];
      const raw = init?.body;
      const request = {
        method: init?.method ?? 'GET',
        url,
        body: typeof raw === 'string' && contentType === 'application/json' ? JSON.parse(raw) : raw,
        contentType,
      };
      requests.push(request);
      const answer = handler(request) ?? { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } };
      if (answer.status === 204) return new Response(null, { status: 204 });
      return new Response(JSON.stringify(answer.body ?? null), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

/**
 * Signs `account` in (stored token + stubbed GET /v1/account), waits for the routing rule to send
 * it to /dashboard, then navigates inside the app to `path`: the rule of doc 1 §2 sends a direct
 * load of any other page to /dashboard.
 */
export async function renderSignedIn(account: Account, path: string, handler: Handler = () => undefined) {
  localStorage.setItem('token', 'tok');
  const requests = stubApi((request) => {
    if (request.method === 'GET' && request.url === '/v1/account') return { status: 200, body: account };
    if (request.method === 'GET' && request.url === '/v1/reference') {
      return { status: 200, body: departmentsReference };
    }
    return handler(request);
  });
  const router = createMemoryRouter(routes, { initialEntries: ['/dashboard'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: account.profile.firstName || account.email });
  // The customer's dashboard is the kit flow itself: /collections shows the same, so stay there
  // rather than mount a second copy.
  const target = path === '/collections' && account.role === 'Customer' ? '/dashboard' : path;
  if (target !== '/dashboard') await router.navigate(target);
  await waitFor(() => expect(router.state.location.pathname).toBe(target));
  return { router, requests };
}
