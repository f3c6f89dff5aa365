import { ThemeProvider } from '@mui/material/styles';
import { messages } from '@nutritest/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { theme } from '../lib/theme';
import { routes } from './router';

afterEach(() => vi.unstubAllGlobals());

function stubApi(handler: (path: string, url: URL, init?: RequestInit) => { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const { status, body } = handler(url.pathname, url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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

describe('e-mail confirmation page', () => {
  it('shows the verifying state, then success with Ir a login', async () => {
    let answer: (v: Response) => void = () => {};
    const fetchMock = vi.fn(async (input: string) => {
      if (input.startsWith('/v1/account/confirmation')) return new Promise<Response>((resolve) => (answer = resolve));
      return new Response('{}', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAt('/verified?id=acc-1&token=tok-abc');

    expect(await screen.findByRole('heading', { name: 'Verificando tu correo…' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([u]) => u.startsWith('/v1/account/confirmation'))?.[0];
    const query = new URL(call ?? '', 'http://localhost').searchParams;
    expect(query.get('id')).toBe('acc-1');
    expect(query.get('token')).toBe('tok-abc');

    answer(new Response('{"confirmed":true}', { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByRole('heading', { name: '¡Tu correo fue verificado!' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Ir a login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The single-use link was checked once.
    expect(fetchMock.mock.calls.filter(([u]) => u.startsWith('/v1/account/confirmation'))).toHaveLength(1);
  });

  it('says the address is already verified when the link is opened again (issue 41, item 8)', async () => {
    stubApi((path) =>
      path === '/v1/account/confirmation'
        ? { status: 200, body: { confirmed: true, alreadyConfirmed: true } }
        : { status: 404, body: {} },
    );
    renderAt('/verified?id=acc-1&token=tok-abc');
    expect(await screen.findByRole('heading', { name: 'Tu correo ya estaba verificado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a login' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('serves /emailConfirmed with the same page', async () => {
    type Lazy = { lazy?: () => Promise<{ Component?: unknown }> };
    const load = async (path: string) => {
      const route = matchRoutes(routes, path)?.at(-1)?.route as Lazy | undefined;
      return (await route?.lazy?.())?.Component;
    };
    const verified = await load('/verified');
    expect(verified).toBeDefined();
    expect(await load('/emailConfirmed')).toBe(verified);
  });

  it('shows the failure with the server message when the link expired, and offers a new link', async () => {
    const fetchMock = stubApi((path) => {
      if (path === '/v1/account/confirmation') {
        return { status: 400, body: { error: 'VALIDATION', message: messages.linkExpired } };
      }
      if (path.toLowerCase() === '/v1/account/resendemailregister') return { status: 202, body: { message: 'ok' } };
      return { status: 404, body: { error: 'NOT_FOUND', message: 'x' } };
    });
    renderAt('/verified?id=acc-1&token=old');
    expect(await screen.findByRole('heading', { name: 'No se pudo verificar el mail' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.linkExpired);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico', { selector: 'input' }), 'ana@test.uy');
    await user.click(screen.getByRole('button', { name: 'Reenviar email' }));
    expect(await screen.findByText(/te enviamos un nuevo enlace/)).toBeInTheDocument();
    const resend = fetchMock.mock.calls.find(([u]) => u === '/v1/Account/resendemailregister');
    expect(JSON.parse(String(resend?.[1]?.body))).toEqual({ email: 'ana@test.uy' });
  });

  it("checks the resend form's address before asking (its validation loads after the page draws)", async () => {
    const fetchMock = stubApi((path) => {
      if (path === '/v1/account/confirmation') {
        return { status: 400, body: { error: 'VALIDATION', message: messages.linkExpired } };
      }
      return { status: 404, body: { error: 'NOT_FOUND', message: 'x' } };
    });
    renderAt('/verified?id=acc-1&token=old');
    expect(await screen.findByRole('heading', { name: 'No se pudo verificar el mail' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico', { selector: 'input' }), 'ana-sin-arroba');
    await user.click(screen.getByRole('button', { name: 'Reenviar email' }));
    expect(await screen.findByText(messages.emailFormat)).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([u]) => String(u).toLowerCase());
    expect(asked).not.toContain('/v1/account/resendemailregister');
  });

  it('fails without calling the server when the link has no id or token', async () => {
    const fetchMock = stubApi(() => ({ status: 404, body: { error: 'NOT_FOUND', message: 'x' } }));
    renderAt('/verified?id=acc-1');
    expect(await screen.findByRole('heading', { name: 'No se pudo verificar el mail' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.linkInvalid);
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/v1/account/confirmation'))).toBe(false);
  });

  it('confirms while signed in (the same browser as the signup): says whose address, goes on to the account', async () => {
    const { makeAccount, stubApi } = await import('../../test/signed-in-harness');
    const account = makeAccount('Customer', { profile: { analysis: null } });
    let confirmed = false;
    const requests = stubApi((request) => {
      if (request.url === '/v1/account') return { body: { ...account, emailConfirmed: confirmed } };
      if (request.url.startsWith('/v1/account/confirmation')) {
        confirmed = true;
        return { body: { confirmed: true } };
      }
      return undefined;
    });
    localStorage.setItem('token', 'tok');
    const router = renderAt(`/verified?id=${account.id}&token=tok-abc`);
    expect(await screen.findByRole('heading', { name: '¡Tu correo fue verificado!' })).toBeInTheDocument();
    expect(await screen.findByText(`Confirmamos ${account.email}: tu cuenta está activa.`)).toBeInTheDocument();
    // The page is kept (the routing rule leaves the activation link alone) and the account read again.
    expect(router.state.location.pathname).toBe('/verified');
    await waitFor(() => expect(requests.filter((r) => r.url === '/v1/account').length).toBeGreaterThan(1));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loadingPayment'));
    localStorage.clear();
  });
});
