/**
 * The one web test harness: the whole app on a memory router with only `fetch` stubbed, signed in
 * or not. Every feature's test-utils keeps only its data (accounts, fixtures, API answers) and uses
 * these helpers (issue 19).
 */
import { ThemeProvider } from '@mui/material/styles';
import { type Account, blankProfileDetails, type Role } from '@nutritest/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { routes } from '../src/app/router';
import { createQueryClient } from '../src/lib/query-client';
import { theme } from '../src/lib/theme';

/** A request: method, URL and body. */
export interface StubbedRequest {
  method: string;
  /** As fetched (path and query). */
  url: string;
  /** JSON bodies parsed; anything else (FormData, a CSV text) as sent. */
  body: unknown;
}
/** A request as a handler sees it: also the path alone, the query apart, and the headers. */
export interface FetchRequest extends StubbedRequest {
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  contentType: string | undefined;
}
/** `status` defaults to 200; a string `body` or `text` answers as text/plain; `'network-error'` makes fetch throw. */
export type Answer = { status?: number; body?: unknown; text?: string } | 'network-error' | undefined;
export type Handler = (request: StubbedRequest) => Answer;
/** The log `stubApi` returns (a test may push its own `{ method, url, body }` into it). */
export type RequestLog = Array<StubbedRequest & Partial<FetchRequest>>;

type AccountOverrides = Omit<Partial<Account>, 'profile'> & { profile?: Partial<Account['profile']> };

/** Ana Suárez with `role`, her profile complete and a paid analysis; `overrides.profile` merges into hers. */
export function makeAccount(role: Role, { profile, ...overrides }: AccountOverrides = {}): Account {
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
      ...profile,
    },
    nutritionist: role === 'Nutritionist' ? { publicCode: 'NUTRI1' } : null,
    business:
      role === 'Business'
        ? {
            name: 'Café del Puerto',
            rut: '211234560019',
            businessName: 'Café del Puerto S.A.',
            address: 'Rambla 1234',
            city: 'Montevideo',
            phone: '29001234',
            avatar: null,
          }
        : null,
    referer: null,
    ...overrides,
  };
}

/** María Pérez with `role` (the kit flow and console tests): a paid analysis only as a customer. */
export function makeMariaAccount(role: Role, firstName = 'María'): Account {
  const analysis = role === 'Customer' ? {} : { analysis: null };
  return makeAccount(role, { email: 'maria@test.uy', profile: { firstName, lastName: 'Pérez', ...analysis } });
}

/** The profile of an account that has just signed up: nothing filled in yet. */
export const emptyProfile = blankProfileDetails();

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

function parseBody(raw: unknown, contentType: string | undefined) {
  if (typeof raw !== 'string' || (contentType && !contentType.includes('json'))) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * Stubs `fetch` (the only thing these tests replace); unanswered requests get a 404 error body.
 * Returns the requests made, to assert on payloads and headers.
 */
export function stubApi(handler: (request: FetchRequest) => Answer | Promise<Answer>) {
  const requests: RequestLog = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const headers = { ...(init?.headers as Record<string, string> | undefined) };
      const contentType = headers['Content-Type'];
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const request: FetchRequest = {
        method: init?.method ?? 'GET',
        url,
        path: pathname,
        query: searchParams,
        headers,
        contentType,
        body: parseBody(init?.body, contentType),
      };
      // The log compares as `{ method, url, body }` (toEqual skips non-enumerable keys) and still reads the rest.
      requests.push(
        Object.defineProperties(
          { method: request.method, url, body: request.body },
          {
            path: { value: pathname },
            query: { value: searchParams },
            headers: { value: headers },
            contentType: { value: contentType },
          },
        ),
      );
      const answer = (await handler(request)) ?? {
        status: 404,
        body: { error: 'NOT_FOUND', message: 'No encontrado' },
      };
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      const status = answer.status ?? 200;
      if (status === 204) return new Response(null, { status });
      const text = answer.text ?? (typeof answer.body === 'string' ? answer.body : undefined);
      if (text !== undefined) return new Response(text, { status, headers: { 'content-type': 'text/plain' } });
      return new Response(JSON.stringify(answer.body ?? null), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

/** `stubApi` for tests that read the log's path, query and headers (and push nothing into it). */
export const stubFullApi = (handler: (request: FetchRequest) => Answer | Promise<Answer>) =>
  stubApi(handler) as FetchRequest[];

/** The whole app at `path`, as main.tsx mounts it (optionally under StrictMode), without a session. */
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

/** The app at `path` without a session (public pages). */
export function renderAt(path: string) {
  return renderApp(path);
}

export interface OpenOptions {
  /** Resolve once the page's h1 with this name shows (`hidden` when a modal dialog opens over it). */
  heading?: string;
  hidden?: boolean;
  /** Router location state for `path`. */
  state?: unknown;
  /** How long to wait for the signed-in header (a cold first page load may need more than the default). */
  timeout?: number;
}

/**
 * With `fetch` already stubbed to answer GET /v1/account with `account`: stores a token, waits for
 * the routing rule to settle where it starts (/dashboard, or /loadingPayment for a customer who has
 * not paid), then navigates inside the app to `path`, as the header menu does: the rule of doc 1 §2
 * sends a direct load of any other page to /dashboard.
 */
export async function openSignedIn(
  account: Account,
  path: string,
  { heading, hidden, state, timeout }: OpenOptions = {},
) {
  localStorage.setItem('token', 'tok');
  const start = account.role === 'Customer' && !account.profile.analysis ? '/loadingPayment' : '/dashboard';
  const router = renderApp(start);
  await screen.findByRole('button', { name: account.profile.firstName || account.email }, { timeout });
  if (path !== start) await router.navigate(path, { state });
  await waitFor(() => expect(router.state.location.pathname).toBe(path.split('?')[0]));
  if (heading) await screen.findByRole('heading', { level: 1, name: heading, hidden });
  return router;
}

export interface SignedInOptions extends OpenOptions {
  /** What GET /v1/reference answers (default `referenceData`). */
  reference?: unknown;
}

/**
 * Signs `account` in (stored token + stubbed GET /v1/account and /v1/reference, `handler` for the
 * rest) and opens `path` (see `openSignedIn`). `options` may be just the page's h1.
 */
export async function renderSignedIn(
  account: Account,
  path: string,
  handler: Handler = () => undefined,
  options: string | SignedInOptions = {},
) {
  const { reference = referenceData, ...open } = typeof options === 'string' ? { heading: options } : options;
  const requests = stubApi((request) => {
    if (request.method === 'GET' && request.url === '/v1/account') return { status: 200, body: account };
    if (request.method === 'GET' && request.url === '/v1/reference') return { status: 200, body: reference };
    return handler(request);
  });
  const router = await openSignedIn(account, path, open);
  return { router, requests };
}

/** The price tiers GET /v1/cost answers (USD cents). */
export const costTiers = [
  { minAmount: 1, maxAmount: 1, unitCost: 24_900, currency: 'USD' },
  { minAmount: 2, maxAmount: 9, unitCost: 23_900, currency: 'USD' },
  { minAmount: 10, maxAmount: 49, unitCost: 21_900, currency: 'USD' },
  { minAmount: 50, maxAmount: null, unitCost: 19_900, currency: 'USD' },
];

/**
 * Loads the pages of these routes ahead (their `lazy` modules), so a test's first findBy does not
 * wait for a cold import. Tests preload through the router instead of importing another feature's page.
 */
export async function preloadRoutes(...paths: string[]) {
  type RouteLike = { path?: string; lazy?: () => Promise<unknown>; children?: RouteLike[] };
  const all = (routes as RouteLike[]).flatMap((route) => [route, ...(route.children ?? [])]);
  await Promise.all(all.map((route) => (route.path && paths.includes(route.path) ? route.lazy?.() : null)));
}

/**
 * The frame of a page test that depends on the date: `preload` loads pages ahead (they load on
 * demand, and no test should wait for a cold import), the date is `now` (timers stay real), and every
 * test ends with a clean page, browser storage, globals and mocks.
 */
export function setUpDatedPageTests(now: Date, preload?: () => Promise<unknown>) {
  if (preload) {
    beforeAll(async () => {
      await preload();
    }, 30_000);
  }
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });
}
