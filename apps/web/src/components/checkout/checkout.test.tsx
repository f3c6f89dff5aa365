import { QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { CheckoutRedirect, REDIRECT_DELAY_MS, redirectingText } from './checkout-redirect';
import { checkoutStore, storedForReturn } from './checkout-store';
import { leaveTo } from './leave-page';
import { type OrderStatusLike, PaymentReturn, POLL_EVERY_MS } from './payment-return';
import type { CheckoutTexts } from './texts';

// The web project's files share their worker's modules (vite.config.ts, isolate: false): the modules
// this file mocks for are loaded anew, so that its mocks reach them whatever ran before it.
vi.hoisted(() => vi.resetModules());

vi.mock('./leave-page', async (original) => ({
  ...(await original<typeof import('./leave-page')>()),
  leaveTo: vi.fn(),
}));

const initMercadoPago = vi.fn();
vi.mock('@mercadopago/sdk-react', () => ({
  initMercadoPago: (...args: unknown[]) => initMercadoPago(...args),
  Wallet: ({ initialization }: { initialization: { preferenceId: string } }) => (
    <div data-testid="mp-wallet">{initialization.preferenceId}</div>
  ),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  sessionStorage.clear();
});

const texts: CheckoutTexts = {
  checkoutHeading: 'Pago de tu producto',
  productPath: '/producto',
  nothingToPay: 'No encontramos un producto para pagar.',
  backToProduct: 'Volver al producto',
  backFromCheckout: 'Volver a mi producto',
  pending: 'Pendiente',
  willConfirm: 'Te avisamos.',
  paidHeading: 'Pagado',
  paidClose: 'Cerrar',
  pendingClose: 'Cerrar',
  failed: 'Falló.',
};
const sandbox = { id: 'pref-1', checkoutUrl: '/sandbox/checkout/pref-1', gateway: 'sandbox', publicKey: null } as const;

const renderRedirect = (preference: Parameters<typeof CheckoutRedirect>[0]['preference']) =>
  render(
    <MemoryRouter>
      <CheckoutRedirect texts={texts} preference={preference}>
        <p>Detalle del producto</p>
      </CheckoutRedirect>
    </MemoryRouter>,
  );

describe('CheckoutRedirect', () => {
  // The redirect waits REDIRECT_DELAY_MS: a fake clock (that still runs) is advanced instead of waited for.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('names what is paid and sends the buyer to the sandbox checkout after a moment', async () => {
    renderRedirect(sandbox);
    expect(screen.getByRole('heading', { level: 1, name: 'Pago de tu producto' })).toBeInTheDocument();
    expect(screen.getByText(redirectingText)).toBeInTheDocument();
    expect(screen.getByText('Detalle del producto')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a pagar' })).toHaveAttribute('href', sandbox.checkoutUrl);
    expect(screen.getByRole('link', { name: 'Volver a mi producto' })).toHaveAttribute('href', '/producto');
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(sandbox.checkoutUrl), { timeout: 20_000 });
    expect(screen.queryByTestId('mp-wallet')).not.toBeInTheDocument();
  });

  it("shows MercadoPago's wallet button for its preference, with a plain link as a fallback", async () => {
    const url = 'https://www.mercadopago.com.uy/checkout/v1/redirect?pref_id=123-abc';
    renderRedirect({ id: '123-abc', checkoutUrl: url, gateway: 'mercadopago', publicKey: 'APP_USR-public' });
    expect(await screen.findByTestId('mp-wallet')).toHaveTextContent('123-abc');
    expect(initMercadoPago).toHaveBeenCalledWith('APP_USR-public', { locale: 'es-UY' });
    expect(screen.getByRole('link', { name: 'Ir a pagar' })).toHaveAttribute('href', url);
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('says there is nothing to pay without a stored order', () => {
    renderRedirect(null);
    expect(screen.getByText(/No encontramos un producto para pagar/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al producto' })).toHaveAttribute('href', '/producto');
    expect(screen.queryByText('Detalle del producto')).not.toBeInTheDocument();
  });

  it('never leaves for an address that is not a web page', async () => {
    renderRedirect({ ...sandbox, checkoutUrl: 'javascript:alert(1)' });
    expect(screen.getByText(/No encontramos un producto para pagar/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(leaveTo).not.toHaveBeenCalled();
  });
});

describe('the checkout store', () => {
  const store = checkoutStore('testCheckout', (v) =>
    typeof v === 'object' && v !== null && 'orderId' in v ? (v as { orderId: string; accessKey: string }) : null,
  );

  it('keeps the order in session storage and reads back only what parses', () => {
    expect(store.read()).toBeNull();
    store.write({ orderId: 'o1', accessKey: 'k1' });
    expect(store.read()).toEqual({ orderId: 'o1', accessKey: 'k1' });
    sessionStorage.setItem('testCheckout', '{not json');
    expect(store.read()).toBeNull();
    store.clear();
    expect(sessionStorage.getItem('testCheckout')).toBeNull();
  });

  it('ignores the stored order when the provider returns for another one', () => {
    const stored = { orderId: 'o1', accessKey: 'k1' };
    expect(storedForReturn(stored, null)).toBe(stored);
    expect(storedForReturn(stored, 'o1')).toBe(stored);
    expect(storedForReturn(stored, 'o2')).toBeNull();
    expect(storedForReturn(null, 'o1')).toBeNull();
  });
});

describe('PaymentReturn', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  const renderReturn = (answers: OrderStatusLike[]) => {
    const asked = vi.fn(async () => answers[Math.min(asked.mock.calls.length - 1, answers.length - 1)]!);
    const onConfirmed = vi.fn();
    const onRefunded = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <PaymentReturn
            texts={{ ...texts, refundedHeading: 'Te lo devolvimos' }}
            hasStored
            order={queryOptions({ queryKey: ['test-order'], queryFn: asked, retry: false })}
            renderPaid={() => <p>Detalle pagado</p>}
            renderRefunded={(order) => <p>Devuelto: {order.refund?.paymentId}</p>}
            onConfirmed={onConfirmed}
            onRefunded={onRefunded}
            onClose={() => {}}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return { asked, onConfirmed, onRefunded };
  };

  it('a payment given back (late) is final: its own heading and details, never the paid view', async () => {
    const refunded = { status: 'cancelled', paymentId: null, refund: { paymentId: 'P-1' } };
    const { asked, onConfirmed, onRefunded } = renderReturn([{ status: 'pending', paymentId: null }, refunded]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Pendiente' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS));
    expect(await screen.findByRole('heading', { level: 2, name: 'Te lo devolvimos' })).toBeInTheDocument();
    expect(screen.getByText('Devuelto: P-1')).toBeInTheDocument();
    expect(screen.queryByText('Pagado')).not.toBeInTheDocument();
    expect(screen.queryByText('Detalle pagado')).not.toBeInTheDocument();
    expect(onRefunded).toHaveBeenCalledTimes(1);
    expect(onConfirmed).not.toHaveBeenCalled();
    // Nothing more to ask for.
    const calls = asked.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(3 * POLL_EVERY_MS));
    expect(asked.mock.calls.length).toBe(calls);
  });
  it('a refused payment is final: says so and what to do, stops asking, never "Pendiente" (issue 41)', async () => {
    const { asked, onConfirmed } = renderReturn([{ status: 'failed', paymentId: 'P-2' }]);
    expect(await screen.findByRole('heading', { level: 2, name: 'El pago no se aprobó' })).toBeInTheDocument();
    expect(screen.getByText(/probá con otra tarjeta u otro medio de pago/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pendiente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const calls = asked.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(3 * POLL_EVERY_MS));
    expect(asked.mock.calls.length).toBe(calls);
    expect(onConfirmed).not.toHaveBeenCalled();
  });
});
