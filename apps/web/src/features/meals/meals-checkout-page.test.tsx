import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, renderSignedIn } from '../../../test/signed-in-harness';
import { REDIRECT_DELAY_MS } from '../../components/checkout/checkout-redirect';
import { leaveTo } from '../../components/checkout/leave-page';
import { sandboxPreference, storeCheckout } from './test-utils';

// The web project's files share their worker's modules (vite.config.ts, isolate: false): the modules
// this file mocks for are loaded anew, so that its mocks reach them whatever ran before it.
vi.hoisted(() => vi.resetModules());

// The redirect itself (sandbox, MercadoPago, unsafe addresses) is tested once in components/checkout.
vi.mock('../../components/checkout/leave-page', async (original) => ({
  ...(await original<typeof import('../../components/checkout/leave-page')>()),
  leaveTo: vi.fn(),
}));

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const HEADING = 'Pago de tu pedido de platos semanales';
const open = () => renderSignedIn(makeAccount('Customer'), '/meals-checkout', () => undefined, HEADING);

describe('/meals-checkout', () => {
  it('names the meals order and its total, then leaves for the checkout', async () => {
    // The redirect waits REDIRECT_DELAY_MS: a fake clock (that still runs) is advanced instead of waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeCheckout();
    await open();
    expect(screen.getByText('Total a pagar: $U 1.310')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a mi pedido' })).toHaveAttribute('href', '/platos-semanales');
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalledWith(sandboxPreference.checkoutUrl), { timeout: 20_000 });
  });

  it('says there is nothing to pay without a stored order', async () => {
    await open();
    expect(screen.getByText(/No encontramos un pedido para pagar/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Platos semanales' })).toHaveAttribute(
      'href',
      '/platos-semanales',
    );
  });
});
