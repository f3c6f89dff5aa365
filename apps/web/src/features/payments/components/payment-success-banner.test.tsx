import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account, renderAt, signedInAs } from '../test-utils';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/dashboard after paying', () => {
  it('shows the success banner with payment=success and hides it after 9 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedInAs(account('Customer', { hasAnalysis: true }));
    const router = renderAt('/dashboard?payment=success');
    const banner = await screen.findByText('Pago realizado con éxito. Ahora elegí cómo y cuándo recibir tu kit.');
    expect(banner.closest('.MuiAlert-colorSuccess')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(8_000);
    });
    expect(screen.getByText('Pago realizado con éxito. Ahora elegí cómo y cuándo recibir tu kit.')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    await waitFor(() =>
      expect(
        screen.queryByText('Pago realizado con éxito. Ahora elegí cómo y cuándo recibir tu kit.'),
      ).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('');
  });

  it('shows no banner without the query', async () => {
    signedInAs(account('Customer', { hasAnalysis: true }));
    renderAt('/dashboard');
    // The customer's dashboard is the kit flow: its greeting shows once the account is loaded.
    expect(await screen.findByRole('heading', { level: 1, name: /^¡Hola/ })).toBeVisible();
    expect(screen.queryByText(/Pago realizado con éxito/)).not.toBeInTheDocument();
  });

  it('offers the kit to a customer without an analysis, with its price and a button to /payment', async () => {
    signedInAs(account('Customer'));
    // The routing rule sends such a customer to /loadingPayment when the session starts; the
    // dashboard is reached from inside the app.
    const router = renderAt('/payment');
    await screen.findByRole('heading', { level: 1, name: 'Tu compra' });
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Comprá tu Kit NutriTest' })).toBeVisible();
    expect(await screen.findByText('USD 249')).toBeVisible();
    expect(screen.getByText('USD 299').tagName).toBe('S');
    expect(screen.queryByText('Disponible pronto')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Comprar mi kit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
  });
});
