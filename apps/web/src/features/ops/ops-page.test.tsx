import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeSnapshot } from './components/audit-log';
import { rowReport } from './components/lab-import';
import { monthRange } from './components/ledger';
import { makeAccount, renderSignedIn } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const operator = makeAccount('Operator', 'Olga');

function kitRow(status: number, statusLabel: string, nextStatus: number | null, nextLabel: string | null) {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    referenceId: 'NT-2026-000123',
    status,
    statusLabel,
    nextStatus,
    nextLabel,
    customer: { name: 'María Pérez', email: 'maria@test.uy', mobile: '099123456' },
    department: 'Montevideo',
    departmentId: 0,
    delivery: {
      id: 'leg-1',
      type: 1,
      date: '2026-08-24',
      schedule: 1,
      slot: '14:00 a 22:00',
      status: 'scheduled',
      agreedDate: null,
      address: 'Av. Brasil 2500 ap. 301',
      department: 'Montevideo',
      departmentId: 0,
    },
    pickup: null,
    updated: '2026-08-20T12:00:00Z',
  };
}

describe('the operations console', () => {
  it('refuses anyone but an operator', async () => {
    await renderSignedIn(makeAccount('Customer'), '/ops');
    expect(await screen.findByText('No tenés permiso para ver esta página.')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Kits' })).not.toBeInTheDocument();
  });

  it('warns on every page of the console while payments go to the sandbox, and only then (issue 41)', async () => {
    const warning = /Pagos de prueba: este servidor cobra con la pasarela de prueba/;
    await renderSignedIn(operator, '/ops', (request) =>
      request.url === '/v1/ops/environment' ? { status: 200, body: { paymentsSandbox: true } } : undefined,
    );
    expect(await screen.findByText(warning)).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Pedidos' }));
    expect(screen.getByText(warning)).toBeVisible();
  });

  it('shows no payments warning when MercadoPago takes the payments', async () => {
    const { requests } = await renderSignedIn(operator, '/ops', (request) =>
      request.url === '/v1/ops/environment' ? { status: 200, body: { paymentsSandbox: false } } : undefined,
    );
    await screen.findByRole('tab', { name: 'Kits' });
    await waitFor(() => expect(requests.some((r) => r.url === '/v1/ops/environment')).toBe(true));
    expect(screen.queryByText(/Pagos de prueba/)).not.toBeInTheDocument();
  });

  it('advances a kit to its next status with one click and refreshes the board', async () => {
    let row = kitRow(1, 'Kit pagado', 7, 'Kit entregado');
    const { requests } = await renderSignedIn(operator, '/ops', (request) => {
      if (request.method === 'GET' && request.url.startsWith('/v1/ops/kits')) return { status: 200, body: [row] };
      if (request.method === 'POST' && request.url === `/v1/ops/kits/${row.id}/status`) {
        row = kitRow(7, 'Kit entregado', 5, 'Muestra retirada');
        return { status: 204 };
      }
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'Kits y su próxima acción' });
    const line = within(table).getByRole('row', { name: /NT-2026-000123/ });
    expect(within(line).getByText('Kit pagado')).toBeInTheDocument();
    expect(within(line).getByText('24/08/2026 · 14:00 a 22:00')).toBeInTheDocument();
    await userEvent.click(within(line).getByRole('button', { name: 'Pasar a Kit entregado' }));
    expect(await within(table).findByRole('button', { name: 'Pasar a Muestra retirada' })).toBeInTheDocument();
    expect(within(table).getByText('Kit entregado')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ status: 7 });

    // Filters go to the server as query parameters.
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Kit entregado');
    await userEvent.selectOptions(screen.getByLabelText('Departamento'), 'Montevideo');
    await waitFor(() => expect(requests.some((r) => r.url === '/v1/ops/kits?status=7&department=0')).toBe(true));
  });

  it('shows the 409 of an invalid transition next to the row', async () => {
    await renderSignedIn(operator, '/ops', (request) => {
      if (request.method === 'GET' && request.url.startsWith('/v1/ops/kits')) {
        return { status: 200, body: [kitRow(1, 'Kit pagado', 7, 'Kit entregado')] };
      }
      if (request.method === 'POST') {
        return {
          status: 409,
          body: { error: 'CONFLICT', message: 'El kit no puede pasar a ese estado desde el estado actual.' },
        };
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pasar a Kit entregado' }));
    expect(await screen.findByText('El kit no puede pasar a ese estado desde el estado actual.')).toBeInTheDocument();
  });

  it('reviews the lab CSV first (text/csv) and lists the errors row by row', async () => {
    const { requests } = await renderSignedIn(operator, '/ops', (request) => {
      if (request.method === 'GET' && request.url.startsWith('/v1/ops/kits')) return { status: 200, body: [] };
      if (request.method === 'POST' && request.url.startsWith('/v1/ops/lab-imports')) {
        return {
          status: 400,
          body: {
            error: 'VALIDATION',
            message: 'El archivo tiene 2 errores; no se importó nada.',
            fields: {
              'row.12': 'El marcador "gen1" no es un rsID válido.',
              'row.3': 'El genotipo "XY" no es válido.',
            },
          },
        };
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Importar resultados' }));
    expect(await screen.findByText(/muestra, rsID, genotipo y, si hace falta, la hebra/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(screen.getByText('Elegí un archivo CSV.')).toBeInTheDocument();

    const csv = 'NT-2026-000123,rs4988235,XY\n';
    await userEvent.upload(screen.getByLabelText('Archivo CSV'), new File([csv], 'lote-1.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(await screen.findByText('El archivo tiene 2 errores; no se importó nada.')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Fila 3: El genotipo "XY" no es válido.',
      'Fila 12: El marcador "gen1" no es un rsID válido.',
    ]);
    const sent = requests.find((r) => r.method === 'POST')!;
    expect(sent.url).toBe('/v1/ops/lab-imports/preview');
    expect(sent.contentType).toBe('text/csv');
    expect(sent.body).toBe(csv);
    // Nothing was imported: no import without a review that passed.
    expect(requests.filter((r) => r.url.startsWith('/v1/ops/lab-imports?'))).toEqual([]);
  });

  it('shows what each sample gets before importing, then what was published and held (issue 41)', async () => {
    const { requests } = await renderSignedIn(operator, '/ops', (request) => {
      if (request.method === 'GET' && request.url.startsWith('/v1/ops/kits')) return { status: 200, body: [] };
      if (request.method === 'POST' && request.url === '/v1/ops/lab-imports/preview') {
        return {
          status: 200,
          body: {
            rows: 3,
            samples: [
              {
                referenceId: 'NT-2026-000123',
                kind: 'new',
                markers: 2,
                traitsReported: 1,
                traitsTotal: 20,
                missing: [{ trait: 'Saciedad', rsids: ['rs9939609'] }],
                failedCalls: [],
                complete: false,
              },
              {
                referenceId: 'NT-2026-000124',
                kind: 'new',
                markers: 33,
                traitsReported: 20,
                traitsTotal: 20,
                missing: [],
                failedCalls: [{ trait: 'Vitamina D', rsids: ['rs2282679'] }],
                complete: true,
              },
            ],
          },
        };
      }
      if (request.method === 'POST' && request.url.startsWith('/v1/ops/lab-imports?')) {
        return {
          status: 200,
          body: {
            importId: 'imp-1',
            rows: 35,
            samples: ['NT-2026-000123', 'NT-2026-000124'],
            published: ['NT-2026-000124'],
            held: ['NT-2026-000123'],
            corrected: [],
          },
        };
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Importar resultados' }));
    await userEvent.upload(
      await screen.findByLabelText('Archivo CSV'),
      new File(['NT-2026-000123,rs4988235,CT\n'], 'ok.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    const list = await screen.findByRole('list', { name: 'Muestras del archivo' });
    const held = within(list).getByRole('listitem', { name: 'NT-2026-000123' });
    expect(within(held).getByText('Incompleta: queda retenida, sin publicar ni avisar.')).toBeInTheDocument();
    expect(within(held).getByText('Falta Saciedad: rs9939609')).toBeInTheDocument();
    const complete = within(list).getByRole('listitem', { name: 'NT-2026-000124' });
    expect(within(complete).getByText('Completa: se publica y se le avisa al cliente.')).toBeInTheDocument();
    expect(within(complete).getByText(/Vitamina D: el laboratorio no pudo leer rs2282679/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Importar y publicar las completas' }));
    expect(await screen.findByText(/Se importaron 35 filas de 2 muestras/)).toBeInTheDocument();
    expect(screen.getByText('Publicadas (los clientes ya fueron avisados): NT-2026-000124.')).toBeInTheDocument();
    expect(screen.getByText('Retenidas hasta completarlas (nadie fue avisado): NT-2026-000123.')).toBeInTheDocument();
    expect(requests.find((r) => r.url.startsWith('/v1/ops/lab-imports?'))?.url).toBe(
      '/v1/ops/lab-imports?fileName=ok.csv',
    );
  });

  it('explains how to declare the strand and the GSTM1 array call', async () => {
    await renderSignedIn(operator, '/ops', (request) =>
      request.method === 'GET' && request.url.startsWith('/v1/ops/kits') ? { status: 200, body: [] } : undefined,
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Importar resultados' }));
    expect(await screen.findByLabelText('Archivo CSV')).toHaveAccessibleDescription(
      /#hebra=\+.*palindrómicos.*rs366631/,
    );
  });
});

describe('console helpers', () => {
  it('orders the row report by row number, file-level problems first', () => {
    expect(rowReport({ 'row.10': 'b', file: 'x', 'row.2': 'a' }).map((r) => r.label)).toEqual([
      'Archivo',
      'Fila 2',
      'Fila 10',
    ]);
  });

  it('shows an automatic refund of a payment that paid nothing with its order and reason', async () => {
    await renderSignedIn(operator, '/ops', (request) => {
      if (request.method === 'GET' && request.url.startsWith('/v1/ops/kits')) return { status: 200, body: [] };
      if (request.method === 'GET' && request.url.startsWith('/v1/ops/ledger')) {
        return {
          status: 200,
          body: [
            {
              id: 'l-1',
              kind: 'unapplied_refund',
              orderId: null,
              accountId: null,
              amountCents: 92_000,
              currency: 'UYU',
              reference: '10000000001',
              note: 'Pedido de platos 1234: el pedido estaba cancelado (sandbox, UYU)',
              createdAt: '2026-08-20T12:00:00Z',
            },
          ],
        };
      }
      return undefined;
    });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Movimientos' }));
    expect(await screen.findByText('Devolución automática: pago sin pedido')).toBeVisible();
    expect(screen.getByText('Pedido de platos 1234: el pedido estaba cancelado (sandbox, UYU)')).toBeVisible();
    expect(screen.getByText('10000000001')).toBeVisible();
  });

  it('covers a whole month in the ledger query', () => {
    expect(monthRange('2026-02')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(monthRange('2026-12')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
  });

  it('describes audit snapshots with status labels', () => {
    expect(describeSnapshot({ status: 1 })).toBe('estado: Kit pagado');
    expect(describeSnapshot({ fileName: 'a.csv', rows: 2, samples: ['X', 'Y'] })).toBe(
      'archivo: a.csv · filas: 2 · muestras: X, Y',
    );
    expect(describeSnapshot(null)).toBe('—');
  });
});
