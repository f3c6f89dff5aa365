import { ThemeProvider } from '@mui/material/styles';
import { emailChangeTexts, messages } from '@nutritest/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, stubApi } from '../../test/signed-in-harness';
import { createQueryClient } from '../lib/query-client';
import { theme } from '../lib/theme';
import { routes } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

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

describe('the new address link (/verified?change=, issue 22)', () => {
  it('confirms once, drops this browser session of the account, and offers to sign in again', async () => {
    const account = makeAccount('Customer');
    const requests = stubApi((request) => {
      if (request.url === '/v1/account') return { body: account };
      if (request.url === '/v1/account/email-change/confirm') {
        return {
          body: {
            accountId: account.id,
            email: 'nuevo@correo.uy',
            message: emailChangeTexts.changed('nuevo@correo.uy'),
          },
        };
      }
      return undefined;
    });
    localStorage.setItem('token', 'tok');
    const router = renderAt('/verified?change=abc.def');
    expect(await screen.findByRole('heading', { name: '¡Cambiaste tu correo!' })).toBeInTheDocument();
    expect(screen.getByText(emailChangeTexts.changed('nuevo@correo.uy'))).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    // Whatever navigation the sign-out started has landed before the page is checked.
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/verified');
    expect(router.state.location.search).toBe('?change=abc.def');
    expect(screen.getByRole('link', { name: 'Ir a ingresar' })).toHaveAttribute('href', '/login');
    const confirms = requests.filter((r) => r.url === '/v1/account/email-change/confirm');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.body).toEqual({ data: 'abc.def' });
    // The server already ended the session: no logout call that would answer 401.
    expect(requests.some((r) => r.url === '/v1/account/logout')).toBe(false);
  });

  it('says why when the link is used or expired, and that the address did not change', async () => {
    stubApi((request) =>
      request.url === '/v1/account/email-change/confirm'
        ? { status: 400, body: { error: 'VALIDATION', message: messages.linkExpired } }
        : undefined,
    );
    renderAt('/verified?change=otro.link');
    expect(await screen.findByRole('heading', { name: 'No pudimos cambiar tu correo' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.linkExpired);
  });
});
