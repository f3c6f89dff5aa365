import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account, renderAt, signedInAs, visaCard } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/loadingPayment', () => {
  it('shows the price, the coupon box and the instalments at once, and the card frame without a fixed wait', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const calls = signedInAs(account('Customer'), (call) => {
      if (call.path === '/v1/instruments' && call.method === 'GET') return { body: [] };
      if (call.path === '/v1/instruments') return { text: '/sandbox/card?session=s1' };
      return undefined;
    });
    const router = renderAt('/loadingPayment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comprá tu Kit NutriTest' })).toBeVisible();
    expect(screen.queryByText('Cargando medios de pago')).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Resumen de tu compra' });
    await waitFor(() => expect(screen.getByTestId('final-price')).toHaveTextContent('USD 249'));
    expect(within(summary).getByText(/o hasta en 6 cuotas: 3 cuotas de USD 83,00/)).toBeVisible();
    expect(screen.getByLabelText('Cupón de descuento')).toBeVisible();
    // The card frame follows with no timer to wait for (the spec's 2.5 s are gone).
    expect(await screen.findByTitle('Agregar tarjeta', undefined, { timeout: 20_000 })).toBeVisible();
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/v1/instruments')).toHaveLength(1);
    // No welcome for a customer who came on their own.
    expect(screen.queryByRole('region', { name: /bienvenida/ })).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'redirectSuccess', origin: window.location.origin }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
  });

  it('with a saved card: the card and Continuar to /checkout', async () => {
    signedInAs(account('Customer'), (call) => (call.path === '/v1/instruments' ? { body: [visaCard] } : undefined));
    const router = renderAt('/loadingPayment');
    expect(await screen.findByText('•••• 3704')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('welcomes an invited patient: who invited them and what comes next', async () => {
    const who = account('Customer');
    signedInAs(
      { ...who, referer: { publicCode: 'NUTRI1', profile: { firstName: 'Lucía', lastName: 'Rodríguez' } } },
      (call) => (call.path === '/v1/instruments' ? { body: [visaCard] } : undefined),
    );
    renderAt('/loadingPayment');
    const welcome = await screen.findByRole('region', { name: '¡Te damos la bienvenida, Ana!' });
    expect(within(welcome).getByText('Lucía Rodríguez')).toBeVisible();
    expect(within(welcome).getByText(/te invitó a NutriTest/)).toBeVisible();
    const steps = within(welcome).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('Comprá tu kit');
    expect(steps[2]).toHaveTextContent('Lucía Rodríguez los ve para acompañarte');
  });

  it("offers a company's invitation to someone who already had an account, and takes it instead of the price (issue 41)", async () => {
    const who = { ...account('Customer'), emailConfirmed: true };
    const invitation = {
      id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
      company: 'Café del Puerto',
      expiresAt: '2026-12-20T12:00:00Z',
    };
    const employee = { ...who, business: null, profile: { ...who.profile, analysis: { id: 'an-1', status: 1 } } };
    const calls = signedInAs(who, (call) => {
      if (call.path === '/v1/account/company-invitation') return { body: { invitation } };
      if (call.path === `/v1/account/company-invitation/${invitation.id}/accept`) return { body: employee };
      if (call.path === '/v1/instruments') return { body: [visaCard] };
      return undefined;
    });
    const router = renderAt('/loadingPayment');
    const offer = await screen.findByRole('region', { name: 'Café del Puerto te invitó: tu kit no tiene costo' });
    expect(within(offer).getByText(/Como ya tenías una cuenta con este correo/)).toBeVisible();
    expect(within(offer).getByText('La invitación vence el 20/12/2026.')).toBeVisible();
    await userEvent.setup().click(within(offer).getByRole('button', { name: 'Aceptar la invitación' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/accept'))).toBe(true);
  });

  it('asks to confirm the e-mail before the invitation can be accepted', async () => {
    const invitation = {
      id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
      company: 'Café del Puerto',
      expiresAt: '2026-12-20T12:00:00Z',
    };
    signedInAs({ ...account('Customer'), emailConfirmed: false }, (call) => {
      if (call.path === '/v1/account/company-invitation') return { body: { invitation } };
      if (call.path === '/v1/instruments') return { body: [visaCard] };
      return undefined;
    });
    renderAt('/loadingPayment');
    const offer = await screen.findByRole('region', { name: 'Café del Puerto te invitó: tu kit no tiene costo' });
    expect(within(offer).getByText(/primero confirmá tu correo/)).toBeVisible();
    expect(within(offer).getByRole('button', { name: 'Aceptar la invitación' })).toBeDisabled();
  });
});
