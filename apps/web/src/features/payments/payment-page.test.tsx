import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_DRAFT_KEY } from './payment-draft';
import { account, purchased, renderAt, signedInAs, visaCard } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

describe('/payment', () => {
  it('upper-cases the coupon as it is typed, shows the discount and the final price, and keeps it', async () => {
    const calls = signedInAs(account('Customer'), (call) => {
      if (call.path === '/v1/instruments') return { body: [visaCard] };
      if (call.path === '/v1/coupon/checkCoupon') {
        return { body: (call.body as { code: string }).code === 'BIENVENIDA10' ? [true, 2_490] : [false, 0] };
      }
      return undefined;
    });
    const router = renderAt('/payment');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu compra' })).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Resumen de tu compra' });
    expect(within(summary).getByText('USD 299').tagName).toBe('S');
    await waitFor(() => expect(screen.getByTestId('final-price')).toHaveTextContent('USD 249'));

    const field = screen.getByLabelText('Cupón de descuento');
    await user.type(field, 'noexiste');
    expect(field).toHaveValue('NOEXISTE');
    await user.click(screen.getByRole('button', { name: 'Aplicar cupón' }));
    expect(await screen.findByText('El cupón no es válido.')).toBeVisible();

    await user.clear(field);
    await user.type(field, 'bienvenida10');
    expect(field).toHaveValue('BIENVENIDA10');
    await user.click(screen.getByRole('button', { name: 'Aplicar cupón' }));
    expect(await screen.findByText('Cupón BIENVENIDA10 aplicado: USD 24,90 de descuento.')).toBeVisible();
    expect(within(summary).getByText('− USD 24,90')).toBeVisible();
    expect(screen.getByTestId('final-price')).toHaveTextContent('USD 224,10');
    expect(screen.getByText('Precio final')).toBeVisible();
    expect(JSON.parse(localStorage.getItem(PAYMENT_DRAFT_KEY)!)).toEqual({ coupon: 'BIENVENIDA10', installments: 1 });
    expect(calls.filter((c) => c.path === '/v1/coupon/checkCoupon').map((c) => c.body)).toEqual([
      { code: 'NOEXISTE', category: 'kits', quantity: 1 },
      { code: 'BIENVENIDA10', category: 'kits', quantity: 1 },
    ]);

    // The saved card, and Continuar to /checkout.
    expect(await screen.findByText('•••• 3704')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    // Retried as a whole: /checkout may render the line again (a new node) between a find and its check.
    await waitFor(() => expect(screen.getByText('Cupón BIENVENIDA10')).toBeVisible());
  });

  it('an unconfirmed e-mail: the reason under the coupon and Reenviar correo', async () => {
    const message =
      'Confirmá tu correo electrónico para usar cupones o compras sin costo. Revisá tu casilla o pedí que te reenviemos el correo.';
    const calls = signedInAs({ ...account('Customer'), emailConfirmed: false }, (call) => {
      if (call.path === '/v1/instruments') return { body: [visaCard] };
      if (call.path === '/v1/coupon/checkCoupon') {
        return { status: 403, body: { error: 'FORBIDDEN', message, fields: { code: message } } };
      }
      if (call.path === '/v1/Account/resendemailregister') return { status: 200, body: {} };
      return undefined;
    });
    renderAt('/payment');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu compra' })).toBeVisible();
    await user.type(screen.getByLabelText('Cupón de descuento'), 'bienvenida10');
    await user.click(screen.getByRole('button', { name: 'Aplicar cupón' }));
    expect(await screen.findByText(message)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reenviar correo' }));
    expect(await screen.findByText(/Te reenviamos el correo de activación a ana@test.uy/)).toBeVisible();
    expect(calls.filter((c) => c.path === '/v1/Account/resendemailregister').map((c) => c.body)).toEqual([
      { email: 'ana@test.uy' },
    ]);
  });

  it('hides the coupon box for a company and prices the stored quantity of places at its tier', async () => {
    localStorage.setItem('amount', '12');
    signedInAs(account('Business'), (call) => (call.path === '/v1/instruments' ? { body: [visaCard] } : undefined));
    renderAt('/payment');
    expect(await screen.findByText('Cantidad: 12 cupos para tus empleados')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('final-price')).toHaveTextContent('USD 2.628'));
    expect(screen.getByText('USD 219')).toBeVisible();
    expect(screen.queryByLabelText('Cupón de descuento')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aplicar cupón' })).not.toBeInTheDocument();
    expect(screen.queryByText('USD 299')).not.toBeInTheDocument();
  });

  it('shows the card frame when there is no saved card', async () => {
    const calls = signedInAs(account('Customer'), (call) => {
      if (call.path === '/v1/instruments' && call.method === 'GET') return { body: [] };
      if (call.path === '/v1/instruments') return { text: '/sandbox/card?session=abc' };
      return undefined;
    });
    renderAt('/payment');
    const frame = await screen.findByTitle('Agregar tarjeta');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/sandbox/card?session=abc');
    expect(frame).toHaveAttribute('width', '700');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/v1/instruments')!.body).toEqual({
      redirectOrigin: window.location.origin,
    });
  });

  it('confirms a free order (full coupon) without a card', async () => {
    localStorage.setItem(PAYMENT_DRAFT_KEY, JSON.stringify({ coupon: 'KITGRATIS', installments: 3 }));
    const calls = signedInAs(account('Customer'), (call) => {
      if (call.path === '/v1/coupon/checkCoupon') return { body: [true, 24_900] };
      if (call.path === '/v1/analyses') return { body: purchased({ amount: 0, installments: 1, card: null }) };
      return undefined;
    });
    renderAt('/payment');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('final-price')).toHaveTextContent('USD 0'));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    // Nothing was paid: the screen does not say a payment was made (issue 41, item 12).
    expect(await screen.findByRole('heading', { name: '¡Listo! Tu kit no tiene costo' })).toBeVisible();
    expect(screen.queryByText('Pago realizado con éxito')).not.toBeInTheDocument();
    expect(screen.getByText(/Sin costo con tu cupón/)).toBeVisible();
    expect(screen.queryByTitle('Agregar tarjeta')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v1/instruments')).toBe(false);
    const post = calls.find((c) => c.path === '/v1/analyses')!;
    expect(post.body).toEqual({
      analysisAmount: 1,
      installments: 1,
      coupon: 'KITGRATIS',
      chargeCurrency: 'USD',
      chargeTotalCents: 0,
    });
    expect(post.headers['Idempotency-Key']).toBeTruthy();
  });

  it('tells a customer whose kit payment is still in process, and /loadingPayment sends them there', async () => {
    const who = account('Customer');
    signedInAs({ ...who, profile: { ...who.profile, paymentInProcess: true } });
    const router = renderAt('/loadingPayment');
    expect(await screen.findByRole('heading', { name: 'Tu pago está en proceso' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment');
    expect(screen.getByText(/no hace falta que vuelvas a pagar/)).toBeVisible();
    expect(screen.queryByTitle('Agregar tarjeta')).not.toBeInTheDocument();
  });

  it('tells a customer who already bought their kit', async () => {
    signedInAs(account('Customer', { hasAnalysis: true }));
    renderAt('/payment');
    expect(await screen.findByRole('heading', { name: 'Ya compraste tu Kit NutriTest' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/dashboard');
  });
});
