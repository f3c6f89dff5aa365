import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTRUMENTS_DELAY_MS } from './loading-payment-page';
import { account, renderAt, signedInAs, visaCard } from './test-utils';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/v1/instruments');

describe('/loadingPayment', () => {
  // The page waits INSTRUMENTS_DELAY_MS: a fake clock (that still runs) is advanced instead of waited for.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

  it('fetches the cards 2.5 s after opening; with a saved card, Continuar goes to /payment', async () => {
    const calls = signedInAs(account('Customer'), (call) =>
      call.path === '/v1/instruments' ? { body: [visaCard] } : undefined,
    );
    const router = renderAt('/loadingPayment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cargando medios de pago' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(listCalls(calls)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(INSTRUMENTS_DELAY_MS - 1500));
    expect(await screen.findByText('•••• 3704', undefined, { timeout: 3000 })).toBeVisible();
    expect(listCalls(calls)).toHaveLength(1);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('link', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
  });

  it('without a card shows the frame and goes to /payment once the card is added', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    signedInAs(account('Customer'), (call) => {
      if (call.path === '/v1/instruments' && call.method === 'GET') return { body: [] };
      if (call.path === '/v1/instruments') return { text: '/sandbox/card?session=s1' };
      return undefined;
    });
    const router = renderAt('/loadingPayment');
    await screen.findByRole('heading', { level: 1, name: 'Cargando medios de pago' });
    await act(() => vi.advanceTimersByTimeAsync(INSTRUMENTS_DELAY_MS));
    expect(await screen.findByTitle('Agregar tarjeta', undefined, { timeout: 4000 })).toBeVisible();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'redirectSuccess', origin: window.location.origin }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
  });
});
