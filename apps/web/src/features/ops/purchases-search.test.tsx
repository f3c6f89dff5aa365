import type { InvoicingHealth } from '@nutritest/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kitPurchase, placesPurchase, withBuyer } from '../../../test/purchases';
import { emptyInvoicingHealth, openPurchasesTab } from './test-utils';

const kit = withBuyer(kitPurchase);
const company = withBuyer(placesPurchase, {
  name: 'Café del Puerto S.A.',
  email: 'compras@cafe.uy',
  rut: '211234560019',
});

const quietHealth: Omit<InvoicingHealth, 'failed' | 'ranges'> = {
  rejected: [],
  review: [],
  dgiPending: { count: 0, oldestIssuedAt: null },
  exchangeRate: { source: 'configured', rate: 40.5, rateDate: null, appliesOn: null },
};

const failedHealth: InvoicingHealth = {
  ...quietHealth,
  failed: [{ id: 'inv-9', purchaseId: 'ord-9', kind: 'meals', attempts: 3, lastError: 'Timeout del proveedor' }],
  ranges: [
    { cfeType: 101, series: 'A', remaining: 40, expiresOn: '2027-06-30', warning: 'low' },
    { cfeType: 111, series: 'B', remaining: 0, expiresOn: '2027-06-30', warning: 'exhausted' },
    { cfeType: 102, series: 'A', remaining: 900, expiresOn: '2027-06-30', warning: null },
  ],
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:nutritest/1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ops console: Pedidos', () => {
  it('lists the latest orders, searches with q on Buscar and on Enter, and downloads a receipt', async () => {
    const { requests } = await openPurchasesTab((request) => {
      if (request.path === '/v1/ops/invoicing') return { status: 200, body: emptyInvoicingHealth };
      if (request.path === '/v1/ops/purchases') {
        const q = request.query.get('q');
        if (!q) return { status: 200, body: { purchases: [company, kit] } };
        return { status: 200, body: { purchases: q === 'A-0000012' ? [kit] : [] } };
      }
      if (request.path.startsWith('/v1/purchases/invoices/')) return { status: 200, text: '%PDF-1.4' };
      return undefined;
    });

    expect(await screen.findByText('Últimos 50 pedidos')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Pedidos encontrados' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Café del Puerto S.A.')).toBeVisible();
    expect(within(table).getByText('RUT 211234560019')).toBeVisible();
    expect(within(table).getByText('Cupos de kit')).toBeVisible();
    expect(within(table).getByText('USD 2.190')).toBeVisible();
    expect(within(table).getByText('e-Factura A-0000005 · Emitido')).toBeVisible();
    expect(screen.getByText('No hay comprobantes con error.')).toBeVisible();
    expect(screen.getByText('No hay rangos de CAE cargados.')).toBeVisible();

    const user = userEvent.setup();
    const search = within(screen.getByRole('search', { name: 'Buscar pedidos' }));
    await user.type(search.getByRole('searchbox', { name: 'Buscar pedidos' }), '  A-0000012 ');
    await user.click(search.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('1 pedido para «A-0000012»')).toBeVisible();
    const found = screen.getByRole('table', { name: 'Pedidos encontrados' });
    expect(within(found).getAllByRole('row')).toHaveLength(2);
    expect(within(found).getByText('ana@test.uy')).toBeVisible();

    await user.click(within(found).getByRole('button', { name: 'Descargar PDF de e-Ticket A-0000012' }));
    await waitFor(() => expect(requests.some((r) => r.url.startsWith('/v1/purchases/invoices/'))).toBe(true));
    const file = requests.find((r) => r.url.startsWith('/v1/purchases/invoices/'));
    expect(file?.url).toBe('/v1/purchases/invoices/inv-1/pdf?format=a4');
    expect(file?.headers?.Authorization).toBe('Bearer tok');

    const box = search.getByRole('searchbox', { name: 'Buscar pedidos' });
    await user.clear(box);
    await user.type(box, 'nadie@test.uy{Enter}');
    expect(await screen.findByText('No hay pedidos para «nadie@test.uy».')).toBeVisible();

    const asked = requests.filter((r) => r.path === '/v1/ops/purchases').map((r) => r.query?.get('q') ?? null);
    expect(asked).toEqual([null, 'A-0000012', 'nadie@test.uy']);
  });

  it('shows a failed receipt, retries it and reloads the list; warns about the CAE ranges', async () => {
    let health = failedHealth;
    const { requests } = await openPurchasesTab((request) => {
      if (request.path === '/v1/ops/invoicing') return { status: 200, body: health };
      if (request.path === '/v1/ops/purchases') return { status: 200, body: { purchases: [] } };
      if (request.method === 'POST' && request.path === '/v1/ops/invoices/inv-9/retry') {
        health = { ...failedHealth, failed: [] };
        return { status: 204 };
      }
      return undefined;
    });

    const failed = within(await screen.findByRole('region', { name: 'Comprobantes con error' }));
    expect(failed.getByText('Platos semanales · pedido ord-9 · 3 intentos')).toBeVisible();
    expect(failed.getByText('Último error: Timeout del proveedor')).toBeVisible();

    const ranges = within(screen.getByRole('region', { name: 'Rangos de CAE' }));
    const alerts = ranges.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Quedan 40 números de la serie A de e-Ticket: pedí un nuevo rango a DGI.',
      'No quedan números de la serie B de e-Factura: pedí un nuevo rango a DGI.',
    ]);
    expect(
      ranges.getByText('Nota de crédito de e-Ticket, serie A: quedan 900 números · vence el 30/06/2027'),
    ).toBeVisible();
    expect(screen.getByText('Todavía no hay pedidos.')).toBeVisible();

    await userEvent.click(failed.getByRole('button', { name: 'Reintentar el comprobante del pedido ord-9' }));
    expect(await failed.findByText('Volvimos a intentar emitir el comprobante.')).toBeVisible();
    expect(await failed.findByText('No hay comprobantes con error.')).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/v1/ops/invoices/inv-9/retry']);
    expect(requests.filter((r) => r.path === '/v1/ops/invoicing')).toHaveLength(2);
  });

  it("shows the server's message when a retry fails", async () => {
    await openPurchasesTab((request) => {
      if (request.path === '/v1/ops/invoicing') return { status: 200, body: failedHealth };
      if (request.path === '/v1/ops/purchases') return { status: 200, body: { purchases: [] } };
      if (request.method === 'POST') {
        return { status: 409, body: { error: 'CONFLICT', message: 'El comprobante ya se emitió.' } };
      }
      return undefined;
    });
    const failed = within(await screen.findByRole('region', { name: 'Comprobantes con error' }));
    await userEvent.click(failed.getByRole('button', { name: 'Reintentar el comprobante del pedido ord-9' }));
    expect(await failed.findByText('El comprobante ya se emitió.')).toBeVisible();
  });

  it('shows a receipt DGI rejected with its code and reason, issues it again, and says where the USD rate comes from', async () => {
    const rejectedHealth: InvoicingHealth = {
      ...failedHealth,
      failed: [],
      rejected: [
        {
          id: 'inv-7',
          purchaseId: 'ord-7',
          kind: 'kit_places',
          label: 'e-Factura P-0000031',
          issuedAt: '2026-11-20T15:00:00.000Z',
          dgiCode: 'E05',
          dgiReason: 'No cumple validaciones de Formato comprobantes',
        },
      ],
      review: [
        {
          id: 'inv-8',
          purchaseId: 'ord-8',
          kind: 'kit',
          label: 'e-Ticket P-0000040',
          issuedAt: '2026-11-21T15:00:00.000Z',
          note: 'Los totales del proveedor difieren.',
        },
      ],
      dgiPending: { count: 2, oldestIssuedAt: '2026-11-19T12:00:00.000Z' },
      exchangeRate: { source: 'bcu', rate: 40.15, rateDate: '2026-11-24', appliesOn: '2026-11-25' },
    };
    let health = rejectedHealth;
    const { requests } = await openPurchasesTab((request) => {
      if (request.path === '/v1/ops/invoicing') return { status: 200, body: health };
      if (request.path === '/v1/ops/purchases') return { status: 200, body: { purchases: [] } };
      if (request.method === 'POST' && request.path === '/v1/ops/invoices/inv-7/reissue') {
        health = { ...rejectedHealth, rejected: [] };
        return { status: 204 };
      }
      return undefined;
    });
    const rejected = within(await screen.findByRole('region', { name: 'Rechazados por DGI' }));
    expect(rejected.getByText('e-Factura P-0000031 · Cupos de kit · pedido ord-7')).toBeVisible();
    expect(rejected.getByText('Motivo de DGI: E05 — No cumple validaciones de Formato comprobantes')).toBeVisible();
    const review = within(screen.getByRole('region', { name: 'Comprobantes para revisar' }));
    expect(review.getByText(/e-Ticket P-0000040 .* Los totales del proveedor difieren\./)).toBeVisible();
    expect(
      review.getByText('2 comprobantes esperan la respuesta de DGI (el más antiguo, del 19/11/2026).'),
    ).toBeVisible();
    const rate = within(screen.getByRole('region', { name: 'Tipo de cambio de los comprobantes en dólares' }));
    expect(rate.getByText('40,150 pesos por dólar: BCU, cierre del 24/11/2026.')).toBeVisible();

    await userEvent.click(rejected.getByRole('button', { name: 'Emitir de nuevo e-Factura P-0000031' }));
    expect(await rejected.findByText('DGI no rechazó ningún comprobante.')).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/v1/ops/invoices/inv-7/reissue']);
  });

  it('warns when receipts in dollars carry the configured rate, not BCU’s', async () => {
    await openPurchasesTab((request) => {
      if (request.path === '/v1/ops/invoicing') return { status: 200, body: { ...failedHealth, failed: [] } };
      if (request.path === '/v1/ops/purchases') return { status: 200, body: { purchases: [] } };
      return undefined;
    });
    const rate = within(await screen.findByRole('region', { name: 'Tipo de cambio de los comprobantes en dólares' }));
    expect(rate.getByRole('alert')).toHaveTextContent(
      '40,500 pesos por dólar: tipo de cambio configurado (CFE_USD_RATE), no el del BCU.',
    );
  });
});
