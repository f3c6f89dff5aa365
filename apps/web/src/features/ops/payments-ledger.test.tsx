import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentRow } from './api/get-payments';
import { paymentsFilter } from './components/payments-ledger';
import { type Handler, makeAccount, preloadRoutes, renderSignedIn, setUpDatedPageTests } from './test-utils';

// 20 November 2026, 12:00 in Montevideo: the tab opens on 1–20 November.
setUpDatedPageTests(new Date('2026-11-20T15:00:00Z'), async () => {
  await preloadRoutes('/dashboard');
  await import('./components/payments-ledger');
});

const operator = makeAccount('Operator', 'Olga');

const kit: PaymentRow = {
  date: '2026-11-18T13:05:00Z',
  kind: 'kit',
  orderId: '11111111-1111-4111-8111-111111111111',
  buyer: { name: 'Ana Suárez', email: 'ana@test.uy' },
  amountCents: 24_900,
  currency: 'USD',
  installments: 3,
  gateway: 'sandbox',
  providerReference: 'sbx_ch_0001',
  status: 'paid',
  refundedCents: 0,
  disputed: false,
};
const meal: PaymentRow = {
  date: '2026-11-17T15:00:00Z',
  kind: 'meals',
  orderId: '22222222-2222-4222-8222-222222222222',
  buyer: { name: 'Bruno Díaz', email: 'bruno@test.uy' },
  amountCents: 92_000,
  currency: 'UYU',
  installments: null,
  gateway: 'mercadopago',
  providerReference: '10000000001',
  status: 'partially_refunded',
  refundedCents: 5_000,
  disputed: false,
};
const consultation: PaymentRow = {
  date: '2026-11-16T12:00:00Z',
  kind: 'consultations',
  orderId: '33333333-3333-4333-8333-333333333333',
  buyer: { name: 'Rocío Acosta', email: 'rocio@test.uy' },
  amountCents: 150_000,
  currency: 'UYU',
  installments: null,
  gateway: 'mercadopago',
  providerReference: '10000000002',
  status: 'disputed',
  refundedCents: 0,
  disputed: true,
};

/** A second payment of that consultation, which paid nothing and was refunded automatically. */
const unapplied: PaymentRow = {
  ...consultation,
  date: '2026-11-16T12:10:00Z',
  providerReference: '10000000003',
  status: 'unapplied_refund',
  refundedCents: 150_000,
  disputed: false,
};

/** The console on its Pagos tab, with the kits board (its first tab) answered empty. */
async function openPayments(handler: Handler) {
  const result = await renderSignedIn(operator, '/ops', (request) => {
    if (request.method === 'GET' && request.url.startsWith('/v1/ops/kits')) return { status: 200, body: [] };
    return handler(request);
  });
  await userEvent.click(await screen.findByRole('tab', { name: 'Pagos' }));
  return result;
}

const paymentRequests = (requests: Array<{ method: string; url: string }>) =>
  requests.filter((r) => r.method === 'GET' && r.url.startsWith('/v1/ops/payments')).map((r) => r.url);

describe('the payments tab', () => {
  it('lists this month’s payments of every kind with reference, status, refunds and disputes', async () => {
    const { requests } = await openPayments((request) =>
      request.url.startsWith('/v1/ops/payments?')
        ? { status: 200, body: [kit, meal, unapplied, consultation] }
        : undefined,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Pagos' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pagos del 01/11/2026 al 20/11/2026' });
    expect(paymentRequests(requests)).toEqual(['/v1/ops/payments?startDate=2026-11-01&endDate=2026-11-20']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Fecha',
      'Tipo',
      'Pedido',
      'Cliente',
      'Importe',
      'Cuotas',
      'Pasarela',
      'Referencia',
      'Estado',
      'Reembolsado',
      'Disputa',
      'Acciones',
    ]);
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(/Ana Suárez/)).toEqual([
      '18/11/202610:05',
      'Kit',
      kit.orderId,
      'Ana Suárezana@test.uy',
      'USD 249',
      '3',
      'Sandbox',
      'sbx_ch_0001',
      'Pagado',
      '—',
      'No',
      'Reembolsar',
    ]);
    expect(cells(/Bruno Díaz/)).toEqual([
      '17/11/202612:00',
      'Platos',
      meal.orderId,
      'Bruno Díazbruno@test.uy',
      '$U 920',
      '—',
      'Mercado Pago',
      '10000000001',
      'Reembolsado en parte',
      '$U 50',
      'No',
      '',
    ]);
    expect(cells(/10000000003/).slice(7)).toEqual([
      '10000000003',
      'Devolución automática (pago sin pedido)',
      '$U 1.500',
      'No',
      '',
    ]);
    expect(cells(/10000000002/).slice(1)).toEqual([
      'Consulta',
      consultation.orderId,
      'Rocío Acostarocio@test.uy',
      '$U 1.500',
      '—',
      'Mercado Pago',
      '10000000002',
      'En disputa',
      '—',
      'Sí',
      '',
    ]);
    expect(screen.getByText('4 pagos')).toBeInTheDocument();
  });

  it('asks the server again for another period or kind, and never for a backwards period', async () => {
    const { requests } = await openPayments((request) => {
      if (!request.url.startsWith('/v1/ops/payments?')) return undefined;
      return { status: 200, body: request.url.includes('kind=meals') ? [meal] : [kit, meal, consultation] };
    });
    await screen.findByRole('table', { name: 'Pagos del 01/11/2026 al 20/11/2026' });

    await userEvent.selectOptions(screen.getByLabelText('Tipo de pago'), 'Platos');
    const table = await screen.findByRole('table', { name: 'Pagos del 01/11/2026 al 20/11/2026' });
    await waitFor(() => expect(within(table).queryByText('Ana Suárez')).not.toBeInTheDocument());
    expect(within(table).getByText('Bruno Díaz')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-10-31' } });
    expect(await screen.findByRole('table', { name: 'Pagos del 01/10/2026 al 31/10/2026' })).toBeInTheDocument();

    const before = paymentRequests(requests).length;
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-09-30' } });
    expect(
      screen.getByText('Elegí un período válido: la fecha «Hasta» no puede ser anterior a «Desde».'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Hasta')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeDisabled();
    expect(paymentRequests(requests)).toHaveLength(before);

    expect(paymentRequests(requests)).toEqual([
      '/v1/ops/payments?startDate=2026-11-01&endDate=2026-11-20',
      '/v1/ops/payments?startDate=2026-11-01&endDate=2026-11-20&kind=meals',
      '/v1/ops/payments?startDate=2026-10-01&endDate=2026-11-20&kind=meals',
      '/v1/ops/payments?startDate=2026-10-01&endDate=2026-10-31&kind=meals',
    ]);
  });

  it('says so when the period has no payments', async () => {
    await openPayments((request) =>
      request.url.startsWith('/v1/ops/payments?') ? { status: 200, body: [] } : undefined,
    );
    expect(await screen.findByText('No hay pagos en este período.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Tipo de pago'), 'Consulta');
    expect(await screen.findByText('No hay pagos de este tipo en este período.')).toBeInTheDocument();
  });

  it('downloads the CSV of the period and kind on screen, with its byte order mark', async () => {
    const { requests } = await openPayments((request) => {
      if (request.url.startsWith('/v1/ops/payments?')) return { status: 200, body: [kit] };
      if (request.url.startsWith('/v1/ops/payments.csv?')) return { status: 200, text: 'Fecha;Tipo\r\n' };
      return undefined;
    });
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:nutritest/1';
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await screen.findByRole('table', { name: 'Pagos del 01/11/2026 al 20/11/2026' });
    await userEvent.selectOptions(screen.getByLabelText('Tipo de pago'), 'Kit');
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(downloads).toEqual(['pagos-nutritest-2026-11-01-a-2026-11-20-kit.csv']));
    expect(requests.map((r) => r.url)).toContain(
      '/v1/ops/payments.csv?startDate=2026-11-01&endDate=2026-11-20&kind=kit',
    );
    expect(saved[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Fecha;Tipo\r\n');
    click.mockRestore();
  });

  it('shows why a download failed', async () => {
    await openPayments((request) => {
      if (request.url.startsWith('/v1/ops/payments?')) return { status: 200, body: [kit] };
      if (request.url.startsWith('/v1/ops/payments.csv?')) return 'network-error';
      return undefined;
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos conectar con el servidor. Revisá tu conexión e intentá nuevamente.',
    );
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeEnabled();
  });

  it('asks for nothing while a date is missing or the period is backwards', () => {
    expect(paymentsFilter('2026-11-01', '2026-11-20', '')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-20' });
    expect(paymentsFilter('2026-11-01', '2026-11-01', 'meals')).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-01',
      kind: 'meals',
    });
    expect(paymentsFilter('', '2026-11-20', '')).toBeNull();
    expect(paymentsFilter('2026-11-02', '2026-11-01', '')).toBeNull();
  });

  it('refunds part of a kit payment through the dialog, checking the amount first', async () => {
    const posts: Array<{ url: string; body: unknown }> = [];
    await openPayments((request) => {
      if (request.method === 'POST' && request.url.startsWith('/v1/ops/orders/')) {
        posts.push({ url: request.url, body: request.body });
        return { status: 204 };
      }
      return request.url.startsWith('/v1/ops/payments?') ? { status: 200, body: [kit, meal] } : undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Reembolsar ${kit.orderId}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reembolsar el pago' });
    const amount = within(dialog).getByLabelText(/Importe a reembolsar \(USD\)/);
    expect(amount).toHaveValue('249');
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    expect(within(dialog).getByText('Ingresá un importe mayor que 0 y de hasta USD 249.')).toBeVisible();
    expect(posts).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '49,5');
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toEqual([{ url: `/v1/ops/orders/${kit.orderId}/refund`, body: { amountCents: 4_950 } }]);
  });
});
