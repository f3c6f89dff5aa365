import type { OpsPayout, PayoutStatementDetail } from '@nutritest/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Handler, makeAccount, renderSignedIn } from './test-utils';

const operator = makeAccount('Operator', 'Olga');

const pending: OpsPayout = {
  id: '22222222-2222-4222-8222-222222222222',
  month: '2026-11',
  status: 'pending',
  totalCents: 12050,
  currency: 'USD',
  lines: 3,
  paidAt: null,
  reference: null,
  nutritionist: {
    id: 'nut-1',
    name: 'Lucía Gómez',
    email: 'lucia@test.uy',
    payoutMethod: 'BROU caja de ahorro 001234567',
  },
};
const paid: OpsPayout = {
  ...pending,
  id: '33333333-3333-4333-8333-333333333333',
  month: '2026-10',
  status: 'paid',
  totalCents: 8000,
  paidAt: '2026-11-04T15:00:00Z',
  reference: 'TRF-0042',
  nutritionist: { id: 'nut-2', name: 'Pablo Ruiz', email: 'pablo@test.uy', payoutMethod: 'Itaú cuenta 7654321' },
};

function detailOf(payout: OpsPayout): PayoutStatementDetail {
  const { nutritionist, ...statement } = payout;
  return { statement, nutritionist, lines: [] };
}

/** The console on its Liquidaciones tab, with the kits board (its first tab) answered empty. */
async function openPayouts(handler: Handler) {
  const result = await renderSignedIn(operator, '/ops', (request) => {
    if (request.method === 'GET' && request.url.startsWith('/v1/ops/kits')) return { status: 200, body: [] };
    return handler(request);
  });
  await userEvent.click(await screen.findByRole('tab', { name: 'Liquidaciones' }));
  return result;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:nutritest/1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the payouts tab', () => {
  it('lists pending statements first and filters by status on the server', async () => {
    const { requests } = await openPayouts((request) => {
      if (request.url === '/v1/ops/payouts?status=pending') return { status: 200, body: [pending] };
      if (request.url === '/v1/ops/payouts?status=paid') return { status: 200, body: [paid] };
      if (request.url === '/v1/ops/payouts') return { status: 200, body: [pending, paid] };
      return undefined;
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Liquidaciones' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Liquidaciones de nutricionistas' });
    const row = within(table).getByRole('row', { name: /Lucía Gómez/ });
    expect(within(row).getByText('noviembre de 2026')).toBeInTheDocument();
    expect(within(row).getByText('lucia@test.uy')).toBeInTheDocument();
    expect(within(row).getByText('BROU caja de ahorro 001234567')).toBeInTheDocument();
    expect(within(row).getByText('USD 120,50')).toBeInTheDocument();
    expect(within(row).getByText('Pendiente de pago')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Marcar como pagada/ })).toBeInTheDocument();
    expect(within(table).queryByText('Pablo Ruiz')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Pagadas');
    const paidRow = await screen.findByRole('row', { name: /Pablo Ruiz/ });
    expect(within(paidRow).getByText('Pagada')).toBeInTheDocument();
    expect(within(paidRow).getByText('Pagada el 04/11/2026')).toBeInTheDocument();
    expect(within(paidRow).getByText('Ref.: TRF-0042')).toBeInTheDocument();
    expect(within(paidRow).queryByRole('button', { name: /Marcar como pagada/ })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Todas');
    expect(await screen.findByRole('row', { name: /Lucía Gómez/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Pablo Ruiz/ })).toBeInTheDocument();
    expect(requests.filter((r) => r.url.startsWith('/v1/ops/payouts')).map((r) => r.url)).toEqual([
      '/v1/ops/payouts?status=pending',
      '/v1/ops/payouts?status=paid',
      '/v1/ops/payouts',
    ]);
  });

  it('says so when no statement matches', async () => {
    await openPayouts((request) => (request.url.startsWith('/v1/ops/payouts') ? { status: 200, body: [] } : undefined));
    expect(await screen.findByText('No hay liquidaciones con este filtro.')).toBeInTheDocument();
  });

  it('asks for the reference, shows field and 409 errors, and never sends twice', async () => {
    let answers = [
      {
        status: 400,
        body: {
          error: 'VALIDATION',
          message: 'Revisá los datos.',
          fields: { reference: 'La referencia no es válida.' },
        },
      },
      { status: 409, body: { error: 'CONFLICT', message: 'Esta liquidación ya figura como pagada.' } },
    ];
    const { requests } = await openPayouts((request) => {
      if (request.url === '/v1/ops/payouts?status=pending') return { status: 200, body: [pending] };
      if (request.method === 'POST' && request.url === `/v1/ops/payouts/${pending.id}/paid`) {
        const [answer, ...rest] = answers;
        answers = rest;
        return answer;
      }
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Marcar como pagada: noviembre de 2026, Lucía Gómez' }));
    const dialog = screen.getByRole('dialog', { name: 'Marcar como pagada' });
    expect(
      within(dialog).getByText('Liquidación de noviembre de 2026 de Lucía Gómez por USD 120,50.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('BROU caja de ahorro 001234567')).toBeInTheDocument();
    const field = within(dialog).getByLabelText(/Referencia de la transferencia/);
    expect(field).toHaveFocus();

    // Empty (or blank): the schema's message next to the field, nothing sent.
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    expect(within(dialog).getByText('Ingresá la referencia de la transferencia.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    // The server's field error goes next to the field too.
    await user.clear(field);
    await user.type(field, '  TRF-9  ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    expect(await within(dialog).findByText('La referencia no es válida.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ reference: 'TRF-9' });

    // Paid meanwhile from another console: the 409 message, and the dialog stays.
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esta liquidación ya figura como pagada.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  it('records the payment once, confirms it and refreshes the list', async () => {
    let isPaid = false;
    const { requests } = await openPayouts((request) => {
      if (request.url === '/v1/ops/payouts?status=pending') return { status: 200, body: isPaid ? [] : [pending] };
      if (request.method === 'POST' && request.url === `/v1/ops/payouts/${pending.id}/paid`) {
        isPaid = true;
        const done = { ...pending, status: 'paid' as const, paidAt: '2026-12-05T14:00:00Z', reference: 'TRF-77' };
        return { status: 200, body: detailOf(done) };
      }
      return undefined;
    });
    // Hold the POST until the test lets it through, to see the dialog while it is sent.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stubbed = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') await gate;
        return stubbed(url, init);
      }),
    );

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Marcar como pagada/ }));
    const dialog = screen.getByRole('dialog', { name: 'Marcar como pagada' });
    await user.type(within(dialog).getByLabelText(/Referencia de la transferencia/), 'TRF-77');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    const sending = await within(dialog).findByRole('button', { name: 'Registrando…' });
    expect(sending).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    // Enter in the field while it is sent does not send it again.
    await user.type(within(dialog).getByLabelText(/Referencia de la transferencia/), '{Enter}');
    release();

    expect(await screen.findByText('Liquidación marcada como pagada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No hay liquidaciones con este filtro.')).toBeInTheDocument();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ reference: 'TRF-77' });
  });

  it('downloads any statement’s CSV', async () => {
    const { requests } = await openPayouts((request) => {
      if (request.url === '/v1/ops/payouts?status=pending') return { status: 200, body: [pending] };
      if (request.url === `/v1/payouts/${pending.id}/csv`)
        return { status: 200, body: 'Liquidación;noviembre de 2026' };
      return undefined;
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const row = await screen.findByRole('row', { name: /Lucía Gómez/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(downloads).toEqual(['liquidacion-nutritest-2026-11.csv']));
    expect(requests.some((r) => r.method === 'GET' && r.url === `/v1/payouts/${pending.id}/csv`)).toBe(true);
  });
});
