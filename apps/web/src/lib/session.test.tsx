import type { Role } from '@nutritest/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, renderAt, stubApi } from '../../test/signed-in-harness';

/** Ana with `role`; `hasAnalysis` decides where the routing rule sends a customer. */
const account = (role: Role, hasAnalysis: boolean) =>
  makeAccount(role, hasAnalysis ? {} : { profile: { analysis: null } });

afterEach(() => vi.unstubAllGlobals());

describe('session and routing rule', () => {
  it('sends a stored-token customer without an analysis to /loadingPayment', async () => {
    localStorage.setItem('token', 'tok');
    stubApi(() => ({ body: account('Customer', false) }));
    const router = renderAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/loadingPayment'), { timeout: 20_000 });
  });

  it('leaves payment paths alone', async () => {
    localStorage.setItem('token', 'tok');
    stubApi(() => ({ body: account('Customer', false) }));
    const router = renderAt('/checkout');
    await screen.findAllByText('Pago');
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('forgets the token when the account cannot be fetched, and asks to sign in to come back', async () => {
    localStorage.setItem('token', 'expired');
    stubApi(() => ({ status: 401, body: { error: 'UNAUTHENTICATED', message: 'x' } }));
    const router = renderAt('/results');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fresults');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs in through the login form and lands on /dashboard', async () => {
    stubApi(({ path }) =>
      path === '/v1/account/authenticate'
        ? { body: { jwtToken: 'new-token', account: account('Nutritionist', false) } }
        : { body: account('Nutritionist', false) },
    );
    const router = renderAt('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Correo electrónico'));
    await user.paste('ana@test.uy');
    await user.click(screen.getByLabelText('Contraseña'));
    await user.paste('clave123');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('sends a signed-out visitor of a private page to sign in, then back to the page with its query', async () => {
    stubApi(({ path }) =>
      path === '/v1/account/authenticate'
        ? { body: { jwtToken: 'new-token', account: account('Customer', true) } }
        : { body: account('Customer', true) },
    );
    const router = renderAt('/profile?tab=compras');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/profile?tab=compras');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Correo electrónico'));
    await user.paste('ana@test.uy');
    await user.click(screen.getByLabelText('Contraseña'));
    await user.paste('clave123');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), { timeout: 20_000 });
    expect(router.state.location.search).toBe('?tab=compras');
  });

  it('shows the Spanish login failure next to the form', async () => {
    stubApi(() => ({
      status: 401,
      body: {
        error: 'INVALID_CREDENTIALS',
        message: 'Datos incorrectos, por favor verificá tu correo y tu contraseña.',
      },
    }));
    renderAt('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Correo electrónico'));
    await user.paste('ana@test.uy');
    await user.click(screen.getByLabelText('Contraseña'));
    await user.paste('mala1234');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Datos incorrectos, por favor verificá tu correo y tu contraseña.',
    );
  });
});
