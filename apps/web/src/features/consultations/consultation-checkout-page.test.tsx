import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, preloadRoutes, renderAt, renderSignedIn, stubApi } from '../../../test/signed-in-harness';
import { REDIRECT_DELAY_MS, redirectingText } from '../../components/checkout/checkout-redirect';
import { leaveTo } from '../../components/checkout/leave-page';
import { sandboxHire, setUpConsultationTests, storeConsultation } from './test-utils';

// The web project's files share their worker's modules (vite.config.ts, isolate: false): the modules
// this file mocks for are loaded anew, so that its mocks reach them whatever ran before it.
vi.hoisted(() => vi.resetModules());

// The redirect itself (MercadoPago, unsafe addresses) is tested once in components/checkout.
vi.mock('../../components/checkout/leave-page', async (original) => ({
  ...(await original<typeof import('../../components/checkout/leave-page')>()),
  leaveTo: vi.fn(),
}));

setUpConsultationTests(() => Promise.all([preloadRoutes('/dashboard'), import('./consultation-checkout-page')]));

const HEADING = 'Pago de tu consulta';
const open = () => renderSignedIn(makeAccount('Customer'), '/consulta-nutricional/pago', () => undefined, HEADING);

describe('the consultation payment step', () => {
  // The redirect waits REDIRECT_DELAY_MS: a fake clock (that still runs) is advanced instead of waited for.
  afterEach(() => vi.useRealTimers());

  it('sends the buyer to the sandbox checkout after a moment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeConsultation();
    await open();
    expect(screen.getByText(redirectingText)).toBeInTheDocument();
    expect(screen.getByText('Consulta Inicial')).toBeInTheDocument();
    expect(screen.getByText('Turno: Martes 01/12 · 09:00')).toBeInTheDocument();
    expect(screen.getByText('Total a pagar: $U 2.000')).toBeInTheDocument();
    expect(screen.getByText('Te guardamos el turno hasta las 10:15.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a pagar' })).toHaveAttribute('href', sandboxHire.checkoutUrl);
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(sandboxHire.checkoutUrl), { timeout: 20_000 });
  });

  it('names the nutritionist who attends the session, with the licence', async () => {
    storeConsultation({
      preference: {
        ...sandboxHire,
        nutritionist: { id: 'n1', name: 'Lucía Fernández', initials: 'LF', licenseNumber: 'MSP 4521' },
      },
    });
    await open();
    expect(screen.getByText('Lic. Lucía Fernández')).toBeInTheDocument();
    expect(screen.getByText('Matrícula profesional: MSP 4521')).toBeInTheDocument();
  });

  it('works for a guest on the public page (?paso=pago)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeConsultation();
    stubApi(() => undefined);
    renderAt('/consulta-nutricional?paso=pago');
    await screen.findByRole('heading', { level: 1, name: HEADING });
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(sandboxHire.checkoutUrl), { timeout: 20_000 });
  });

  it('says there is nothing to pay without a stored consultation', async () => {
    await open();
    expect(screen.getByText(/No encontramos una consulta para pagar/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Consulta nutricional' })).toHaveAttribute(
      'href',
      '/consulta-nutricional',
    );
  });
});
