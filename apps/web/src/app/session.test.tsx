import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { routes } from './router';
import { theme } from './theme';

function account(role: string, hasAnalysis: boolean) {
  return {
    id: 'a1',
    email: 'ana@test.uy',
    role,
    emailConfirmed: true,
    profile: {
      firstName: 'Ana',
      lastName: 'Suárez',
      birthDate: null,
      height: null,
      weight: null,
      gender: null,
      ethnicity: null,
      mobile: null,
      analysis: hasAnalysis
        ? {
            id: 'x',
            referenceId: 'NT-1',
            created: '2026-01-01T00:00:00Z',
            lastModified: '2026-01-01T00:00:00Z',
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

function stubApi(handler: (url: string, init?: RequestInit) => { status: number; body: unknown }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const { status, body } = handler(url, init);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderAt(path: string) {
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

afterEach(() => vi.unstubAllGlobals());

describe('session and routing rule', () => {
  it('sends a stored-token customer without an analysis to /loadingPayment', async () => {
    localStorage.setItem('token', 'tok');
    stubApi(() => ({ status: 200, body: account('Customer', false) }));
    const router = renderAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/loadingPayment'), { timeout: 10_000 });
  });

  it('leaves payment paths alone', async () => {
    localStorage.setItem('token', 'tok');
    stubApi(() => ({ status: 200, body: account('Customer', false) }));
    const router = renderAt('/checkout');
    await screen.findAllByText('Pago');
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('goes to / and forgets the token when the account cannot be fetched', async () => {
    localStorage.setItem('token', 'expired');
    stubApi(() => ({ status: 401, body: { error: 'UNAUTHENTICATED', message: 'x' } }));
    const router = renderAt('/results');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs in through the login form and lands on /dashboard', async () => {
    stubApi((url) =>
      url.endsWith('/v1/account/authenticate')
        ? { status: 200, body: { jwtToken: 'new-token', account: account('Nutritionist', false) } }
        : { status: 200, body: account('Nutritionist', false) },
    );
    const router = renderAt('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@test.uy');
    await user.type(screen.getByLabelText('Contraseña'), 'clave123');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('shows the Spanish login failure next to the form', async () => {
    stubApi(() => ({
      status: 401,
      body: { error: 'INVALID_CREDENTIALS', message: 'Datos incorrectos, por favor verifique correo y contraseña.' },
    }));
    renderAt('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@test.uy');
    await user.type(screen.getByLabelText('Contraseña'), 'mala1234');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Datos incorrectos, por favor verifique correo y contraseña.',
    );
  });
});
