import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, renderSignedIn } from '../../../test/signed-in-harness';
import { leaveTo } from './lib/leave-page';
import { redirectingText } from './meals-checkout-page';
import { sandboxPreference, storeCheckout } from './test-utils';

vi.mock('./lib/leave-page', async (original) => ({
  ...(await original<typeof import('./lib/leave-page')>()),
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
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const customer = makeAccount('Customer');
const open = () => renderSignedIn(customer, '/meals-checkout', () => undefined, 'Pago de tu pedido');

describe('/meals-checkout', () => {
  it('sends the buyer to the sandbox checkout after a moment', async () => {
    storeCheckout();
    await open();
    expect(screen.getByText(redirectingText)).toBeInTheDocument();
    expect(screen.getByText('Total a pagar: $U 1.310')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a pagar' })).toHaveAttribute('href', sandboxPreference.checkoutUrl);
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(sandboxPreference.checkoutUrl), { timeout: 3000 });
    expect(screen.queryByTestId('mp-wallet')).not.toBeInTheDocument();
  });

  it("shows MercadoPago's wallet button for its preference, with a plain link as a fallback", async () => {
    storeCheckout({
      preference: {
        id: '123-abc',
        checkoutUrl: 'https://www.mercadopago.com.uy/checkout/v1/redirect?pref_id=123-abc',
        gateway: 'mercadopago',
        publicKey: 'APP_USR-public',
      },
    });
    await open();
    expect(await screen.findByTestId('mp-wallet')).toHaveTextContent('123-abc');
    expect(initMercadoPago).toHaveBeenCalledWith('APP_USR-public', { locale: 'es-UY' });
    expect(screen.getByRole('link', { name: 'Ir a pagar' })).toHaveAttribute(
      'href',
      'https://www.mercadopago.com.uy/checkout/v1/redirect?pref_id=123-abc',
    );
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('says there is nothing to pay without a stored order', async () => {
    await open();
    expect(screen.getByText(/No encontramos un pedido para pagar/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Platos semanales' })).toHaveAttribute(
      'href',
      '/platos-semanales',
    );
  });

  it('never leaves for an address that is not a web page', async () => {
    storeCheckout({ preference: { ...sandboxPreference, checkoutUrl: 'javascript:alert(1)' } });
    await open();
    expect(screen.getByText(/No encontramos un pedido para pagar/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(leaveTo).not.toHaveBeenCalled();
  });
});
