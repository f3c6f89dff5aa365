import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeSnapshot } from './components/audit-log';
import { makeAccount, renderSignedIn } from './test-utils';

// Issue 22 on the kits board: a leg the customer rescheduled, a replacement kit, a sample rejected.

afterEach(() => {
  vi.unstubAllGlobals();
});

const operator = makeAccount('Operator', 'Olga');
const leg = {
  id: 'leg-2',
  type: 2,
  date: '2026-08-28',
  schedule: 0,
  slot: '08:00 a 14:00',
  status: 'scheduled',
  agreedDate: null,
  rescheduledFrom: '2026-08-27',
  address: 'Av. Brasil 2500',
  department: 'Montevideo',
  departmentId: 0,
};
const row = (overrides: Record<string, unknown>) => ({
  id: '44444444-4444-4444-8444-444444444444',
  referenceId: 'NT-2026-000123',
  status: 2,
  statusLabel: 'Test en laboratorio',
  nextStatus: null,
  nextLabel: null,
  customer: { name: 'María Pérez', email: 'maria@test.uy', mobile: null },
  department: 'Montevideo',
  departmentId: 0,
  delivery: null,
  pickup: null,
  replaces: null,
  canReject: true,
  lostReviewRequestedAt: null,
  canReplaceLost: false,
  resultsHeldAt: null,
  updated: '2026-08-20T12:00:00Z',
  ...overrides,
});

describe('the kits board (issue 22)', () => {
  it('shows a rescheduled pickup with its old day, and what a replacement kit replaces', async () => {
    await renderSignedIn(operator, '/ops', (request) =>
      request.method === 'GET' && request.url.startsWith('/v1/ops/kits')
        ? {
            status: 200,
            body: [
              row({ status: 4, statusLabel: 'Retiro de muestra agendado', canReject: false, pickup: leg }),
              row({
                id: '55555555-5555-4555-8555-555555555555',
                referenceId: 'NT-2026-000124',
                status: 1,
                statusLabel: 'Kit pagado',
                canReject: false,
                replaces: { referenceId: 'NT-2026-000100', reason: 'lost' },
              }),
            ],
          }
        : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Kits y su próxima acción' });
    const first = within(table).getByRole('row', { name: /NT-2026-000123/ });
    expect(within(first).getByText('28/08/2026 · 08:00 a 14:00')).toBeInTheDocument();
    expect(within(first).getByText('Reprogramado (antes: 27/08/2026)')).toBeInTheDocument();
    const second = within(table).getByRole('row', { name: /NT-2026-000124/ });
    expect(within(second).getByText('Reemplazo de NT-2026-000100 (kit perdido)')).toBeInTheDocument();
  });

  it('marks a sample rejected with a reason; the answer names the replacement', async () => {
    const { requests } = await renderSignedIn(operator, '/ops', (request) => {
      if (request.method === 'GET' && request.url.startsWith('/v1/ops/kits')) return { status: 200, body: [row({})] };
      if (request.method === 'POST' && request.url.endsWith('/reject')) {
        return { status: 200, body: { referenceId: 'NT-2026-000200' } };
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Muestra rechazada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Muestra rechazada por el laboratorio: NT-2026-000123' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar rechazada' }));
    expect(within(dialog).getByText('Escribí el motivo del rechazo.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Motivo del rechazo/), 'Muestra insuficiente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar rechazada' }));
    expect(
      await screen.findByText('Muestra NT-2026-000123 rechazada: el kit de reemplazo es NT-2026-000200.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/v1/ops/kits/44444444-4444-4444-8444-444444444444/reject',
      body: { reason: 'Muestra insuficiente' },
    });
  });

  it('sends another kit after reviewing a second "never arrived" (issue 36, N4)', async () => {
    const { requests } = await renderSignedIn(operator, '/ops', (request) => {
      if (request.method === 'GET' && request.url.startsWith('/v1/ops/kits')) {
        return {
          status: 200,
          body: [
            row({
              status: 1,
              statusLabel: 'Kit pagado',
              canReject: false,
              replaces: { referenceId: 'NT-2026-000100', reason: 'lost' },
              lostReviewRequestedAt: '2026-08-21T12:00:00Z',
              canReplaceLost: true,
            }),
          ],
        };
      }
      if (request.method === 'POST' && request.url.endsWith('/replace-lost')) {
        return { status: 200, body: { referenceId: 'NT-2026-000300' } };
      }
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'Kits y su próxima acción' });
    expect(within(table).getByText('Avisó que no llegó: revisar')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Enviar otro kit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar otro kit sin costo en lugar de NT-2026-000123' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar otro kit' }));
    expect(
      await screen.findByText('Kit NT-2026-000123 reemplazado: el kit nuevo es NT-2026-000300.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/v1/ops/kits/44444444-4444-4444-8444-444444444444/replace-lost',
    });
  });

  it('publishes held results as they are, after saying what that means (issue 41)', async () => {
    const { requests } = await renderSignedIn(operator, '/ops', (request) => {
      if (request.method === 'GET' && request.url.startsWith('/v1/ops/kits')) {
        return { status: 200, body: [row({ canReject: false, resultsHeldAt: '2026-08-21T12:00:00Z' })] };
      }
      if (request.method === 'POST' && request.url.endsWith('/publish-results')) return { status: 204 };
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'Kits y su próxima acción' });
    expect(within(table).getByText('Resultados retenidos: faltan marcadores')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Publicar igual' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Publicar los resultados de NT-2026-000123 sin todos sus marcadores',
    });
    expect(within(dialog).getByText(/los rasgos sin marcadores van a decir «Sin dato»/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicar igual' }));
    expect(await screen.findByText('Resultados de NT-2026-000123 publicados.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/v1/ops/kits/44444444-4444-4444-8444-444444444444/publish-results',
    });
  });

  it('describes a reschedule in the audit log in words', () => {
    expect(describeSnapshot({ leg: 2, date: '2026-08-27', slot: '14:00 a 22:00' })).toBe(
      'retiro · fecha: 2026-08-27 · horario: 14:00 a 22:00',
    );
  });
});
