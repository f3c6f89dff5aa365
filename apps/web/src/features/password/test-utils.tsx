import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '../../app/router';
import { theme } from '../../app/theme';
import { createQueryClient } from '../../lib/query-client';

export interface StubbedRequest {
  method: string;
  url: string;
  body: unknown;
}
type Answer = { status: number; body?: unknown } | undefined;

/** Stubs `fetch` (the only thing these tests replace); unanswered requests get a 404 error body. */
export function stubApi(handler: (request: StubbedRequest) => Answer) {
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

/** The whole app at `path`, as main.tsx mounts it (optionally under StrictMode). */
export function renderApp(path: string, { strict = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return router;
}
