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
});
