import type { OpsRefundRequest } from '@nutritest/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refundableKit, requestedRefund, withBuyer } from '../../../test/purchases';
import { openPurchasesTab } from './test-utils';

// A kit whose first one was lost (issue 36, N4): the refund view shows both, the live one last.
const kit = withBuyer(refundableKit, undefined, [
  {
    referenceId: 'NT-2026-000101',
    statusLabel: 'Kit reemplazado',
    replacementReason: null,
    lostReviewRequested: false,
  },
  {
    referenceId: 'NT-2026-000140',
    statusLabel: 'Kit entregado',
    replacementReason: 'lost',
    lostReviewRequested: false,
  },
]);
const pending: OpsRefundRequest = { ...requestedRefund, purchase: kit };

const meals: OpsRefundRequest = {
  ...pending,
  id: 'rr-2',
  amountCents: 120_000,
  penaltyCents: 0,
  currency: 'UYU',
  customerReason: null,
  purchase: {
    ...kit,
    id: 'mo-1',
    kind: 'meals',
    reference: 'PS-7F3A',
    currency: 'UYU',
    buyer: { name: 'Bruno Pérez', email: 'bruno@test.uy', rut: null },
    kits: [],
  },
};

const refused: OpsRefundRequest = {
  ...pending,
  id: 'rr-0',
  status: 'refused',
  decidedAt: '2026-11-21T13:00:00Z',
  decisionReason: 'La muestra ya estaba en el laboratorio.',
  purchase: { ...kit, id: 'ord-1', reference: 'F-2026-000010', buyer: { ...kit.buyer, name: 'Carla Ruiz' } },
};

/** The section, once its requests are on screen. */
async function section() {
  const region = await screen.findByRole('region', { name: 'Devoluciones solicitadas' });
  await within(region).findByRole('list', { name: 'Devoluciones' });
  return within(region);
}

const item = (region: ReturnType<typeof within>, text: string) => region.getByText(text).closest('li') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ops console: Devoluciones solicitadas', () => {
  it('lists the requests with buyer, order, amounts, reason, date and state; only pending ones can be decided', async () => {
    await openPurchasesTab((request) =>
      request.url === '/v1/ops/refund-requests'
        ? { status: 200, body: { requests: [pending, meals, refused] } }
        : undefined,
    );
    const region = await section();
    expect(region.getAllByRole('listitem')).toHaveLength(3);

    const first = within(item(region, 'Kit NutriTest · F-2026-000030'));
    expect(first.getByText('Devolución solicitada')).toBeVisible();
    expect(first.getByText('Ana Suárez · ana@test.uy')).toBeVisible();
    expect(first.getByText('Kit NT-2026-000101: Kit reemplazado')).toBeVisible();
    expect(first.getByText('Reemplazo (kit perdido) NT-2026-000140: Kit entregado')).toBeVisible();
    expect(first.getByText('A devolver: USD 199 · Penalidad: USD 50')).toBeVisible();
    expect(first.getByText('Motivo del comprador: «Me mudo al exterior»')).toBeVisible();
    expect(first.getByText('Pedida el 25/11/2026 a las 11:00')).toBeVisible();
    expect(first.getByRole('button', { name: 'Aprobar la devolución de F-2026-000030' })).toHaveTextContent('Aprobar');
    expect(first.getByRole('button', { name: 'Rechazar la devolución de F-2026-000030' })).toHaveTextContent(
      'Rechazar',
    );

    const second = within(item(region, 'Platos semanales · PS-7F3A'));
    expect(second.getByText('A devolver: $U 1.200')).toBeVisible();
    expect(second.getByText('El comprador no indicó un motivo.')).toBeVisible();

    const third = within(item(region, 'Kit NutriTest · F-2026-000010'));
    expect(third.getByText('Devolución rechazada')).toBeVisible();
    expect(third.getByText('Pedida el 25/11/2026 a las 11:00 · Decidida el 21/11/2026 a las 10:00')).toBeVisible();
    expect(third.getByText('Motivo del rechazo: La muestra ya estaba en el laboratorio.')).toBeVisible();
    expect(third.queryByRole('button')).not.toBeInTheDocument();
  });

  it('approves after saying what goes back, then reloads the requests and the orders', async () => {
    let decided = false;
    const { requests } = await openPurchasesTab((request) => {
      if (request.method === 'POST' && request.url === '/v1/ops/refund-requests/rr-1/approve') {
        decided = true;
        return { status: 204 };
      }
      if (request.url === '/v1/ops/refund-requests') {
        const now = decided ? { ...pending, status: 'approved', decidedAt: '2026-11-26T12:00:00Z' } : pending;
        return { status: 200, body: { requests: [now] } };
      }
      return undefined;
    });
    const region = await section();
    const user = userEvent.setup();
    await user.click(region.getByRole('button', { name: 'Aprobar la devolución de F-2026-000030' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Aprobar la devolución' }));
    expect(
      dialog.getByText('Se devuelven USD 199 por la pasarela de pago y se emite la nota de crédito.'),
    ).toBeVisible();
    const searches = () => requests.filter((r) => r.url.startsWith('/v1/ops/purchases')).length;
    const before = searches();
    await user.click(dialog.getByRole('button', { name: 'Aprobar' }));

    expect(
      await region.findByText('Aprobamos la devolución: el reembolso y la nota de crédito quedan en camino.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/v1/ops/refund-requests/rr-1/approve', body: undefined },
    ]);
    expect(await region.findByText('Devolución aprobada')).toBeVisible();
    expect(region.queryByRole('button', { name: /Aprobar la devolución/ })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/v1/ops/refund-requests')).toHaveLength(2);
    expect(searches()).toBeGreaterThan(before);
  });

  it('refuses only with a reason of 5 characters or more, and shows the server message by the button', async () => {
    let fail = true;
    const { requests } = await openPurchasesTab((request) => {
      if (request.method === 'POST' && request.url === '/v1/ops/refund-requests/rr-1/refuse') {
        return fail
          ? { status: 409, body: { error: 'CONFLICT', message: 'Esta devolución ya fue decidida.' } }
          : { status: 204 };
      }
      if (request.url === '/v1/ops/refund-requests') return { status: 200, body: { requests: [pending] } };
      return undefined;
    });
    const region = await section();
    const user = userEvent.setup();
    await user.click(region.getByRole('button', { name: 'Rechazar la devolución de F-2026-000030' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rechazar la devolución' }));
    const reason = dialog.getByRole('textbox', { name: 'Motivo' });
    expect(dialog.getByText('Se lo enviamos por correo al comprador.')).toBeVisible();

    await user.type(reason, ' no ');
    await user.click(dialog.getByRole('button', { name: 'Rechazar' }));
    expect(await dialog.findByText('Escribí el motivo (al menos 5 caracteres).')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, ' La muestra ya llegó al laboratorio. ');
    await user.click(dialog.getByRole('button', { name: 'Rechazar' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Esta devolución ya fue decidida.');
    expect(screen.getByRole('dialog', { name: 'Rechazar la devolución' })).toBeVisible();
    expect(reason).toHaveValue(' La muestra ya llegó al laboratorio. ');

    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Rechazar' }));
    expect(await region.findByText('Rechazamos la devolución y le avisamos al comprador por correo.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { reason: 'La muestra ya llegó al laboratorio.' },
      { reason: 'La muestra ya llegó al laboratorio.' },
    ]);
  });
});
