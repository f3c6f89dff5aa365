import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, renderAt, renderSignedIn, stubApi } from '../../../test/signed-in-harness';
import { redirectingText } from './components/consultation-checkout';
import { leaveTo } from './lib/leave-page';
import { NOW, sandboxHire, storeConsultation } from './test-utils';

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

beforeAll(async () => {
  await Promise.all([import('../dashboard/dashboard-page'), import('./consultation-checkout-page')]);
}, 30_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const HEADING = 'Pago de tu consulta';
const open = () => renderSignedIn(makeAccount('Customer'), '/consulta-nutricional/pago', () => undefined, HEADING);

describe('the consultation payment step', () => {
  it('sends the buyer to the sandbox checkout after a moment', async () => {
    storeConsultation();
    await open();
    expect(screen.getByText(redirectingText)).toBeInTheDocument();
    expect(screen.getByText('Consulta Inicial')).toBeInTheDocument();
    expect(screen.getByText('Turno: Martes 01/12 · 09:00')).toBeInTheDocument();
    expect(screen.getByText('Total a pagar: $U 2.000')).toBeInTheDocument();
    expect(screen.getByText('Te guardamos el turno hasta las 10:15.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a pagar' })).toHaveAttribute('href', sandboxHire.checkoutUrl);
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(sandboxHire.checkoutUrl), { timeout: 3000 });
    expect(screen.queryByTestId('mp-wallet')).not.toBeInTheDocument();
  });

  it("shows MercadoPago's wallet button for its preference, with a plain link as a fallback", async () => {
    const url = 'https://www.mercadopago.com.uy/checkout/v1/redirect?pref_id=123-abc';
    storeConsultation({
      tipoConsulta: 'consultaPlus8',
      preference: { ...sandboxHire, id: '123-abc', checkoutUrl: url, gateway: 'mercadopago', publicKey: 'APP_USR-pk' },
    });
    await open();
    expect(await screen.findByTestId('mp-wallet')).toHaveTextContent('123-abc');
    expect(initMercadoPago).toHaveBeenCalledWith('APP_USR-pk', { locale: 'es-UY' });
    expect(screen.getByText('Total a pagar: $U 12.900')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a pagar' })).toHaveAttribute('href', url);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('works for a guest on the public page (?paso=pago)', async () => {
    storeConsultation();
    stubApi(() => undefined);
    renderAt('/consulta-nutricional?paso=pago');
    await screen.findByRole('heading', { level: 1, name: HEADING });
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(sandboxHire.checkoutUrl), { timeout: 3000 });
  });

  it('says there is nothing to pay without a stored consultation', async () => {
    await open();
    expect(screen.getByText(/No encontramos una consulta para pagar/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Consulta nutricional' })).toHaveAttribute(
      'href',
      '/consulta-nutricional',
    );
  });

  it('never leaves for an address that is not a web page', async () => {
    storeConsultation({ preference: { ...sandboxHire, checkoutUrl: 'javascript:alert(1)' } });
    await open();
    expect(screen.getByText(/No encontramos una consulta para pagar/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(leaveTo).not.toHaveBeenCalled();
  });
});
