/**
 * Test harness shared by the account pages (profile, /createUser): a signed-in app on a memory
 * router with only `fetch` stubbed.
 */
import { ThemeProvider } from '@mui/material/styles';
import type { Account, Role } from '@nutritest/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import { routes } from '../src/app/router';
import { theme } from '../src/app/theme';
import { createQueryClient } from '../src/lib/query-client';

export interface StubbedRequest {
  method: string;
  url: string;
  body: unknown;
}
export type Answer = { status: number; body?: unknown } | undefined;
export type Handler = (request: StubbedRequest) => Answer;

export function makeAccount(role: Role, overrides: Partial<Account> = {}): Account {
  return {
    id: 'acc-1',
    email: 'ana@test.uy',
    role,
    emailConfirmed: true,
    profile: {
      firstName: 'Ana',
      lastName: 'Suárez',
      birthDate: '1990-04-12',
      height: 165,
      weight: 60,
      gender: 1,
      ethnicity: 0,
      mobile: '099123456',
      analysis: {
        id: 'an-1',
        referenceId: 'NT-1',
        created: '2026-01-01T00:00:00Z',
        lastModified: '2026-01-01T00:00:00Z',
        status: 1,
      },
      pathologies: [{ id: 2, name: 'Diabetes' }],
      familyHistories: [],
    },
    nutritionist: role === 'Nutritionist' ? { publicCode: 'NUTRI1' } : null,
    business:
      role === 'Business'
        ? {
            name: 'Café del Puerto',
            rut: '211234560018',
            businessName: 'Café del Puerto S.A.',
            address: 'Rambla 1234',
            phone: '29001234',
            avatar: null,
          }
        : null,
    referer: null,
    ...overrides,
  };
}

export const referenceData = {
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

/** Stubs `fetch` (the only thing these tests replace); unanswered requests get a 404 error body. */
export function stubApi(handler: Handler) {
  const requests: StubbedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const request = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const answer = handler(request) ?? { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } };
      if (answer.status === 204) return new Response(null, { status: 204 });
      const isText = typeof answer.body === 'string';
      return new Response(isText ? (answer.body as string) : JSON.stringify(answer.body ?? null), {
        status: answer.status,
        headers: { 'content-type': isText ? 'text/plain' : 'application/json' },
      });
    }),
  );
  return requests;
}

/**
 * Signs `account` in (stored token + stubbed GET /v1/account), waits for the routing rule to
 * settle on the landing page, then navigates inside the app to `path`, as the header menu does:
 * the rule of doc 1 §2 sends a direct load of /profile to /dashboard. Resolves once the page's h1
 * (`heading`) shows.
 */
export async function renderSignedIn(
  account: Account,
  path: string,
  handler: Handler = () => undefined,
  heading: string,
) {
  localStorage.setItem('token', 'tok');
  const requests = stubApi((request) => {
    if (request.method === 'GET' && request.url === '/v1/account') return { status: 200, body: account };
    if (request.method === 'GET' && request.url === '/v1/reference') return { status: 200, body: referenceData };
    return handler(request);
  });
  const start = account.role === 'Customer' && !account.profile.analysis ? '/loadingPayment' : '/dashboard';
  const router = createMemoryRouter(routes, { initialEntries: [start] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: account.profile.firstName || account.email });
  await router.navigate(path);
  await waitFor(() => expect(router.state.location.pathname).toBe(path.split('?')[0]));
  await screen.findByRole('heading', { level: 1, name: heading });
  return { router, requests };
}

/** The app at `path` without a session (public pages). */
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
