import type { KitchenSheet } from '@nutritest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultKitchenDate } from './components/kitchen-sheet';
import { makeAccount, renderSignedIn } from './test-utils';

const operator = makeAccount('Operator', 'Olga');

const order = {
  orderId: 'ord-1',
  name: 'Ana Silva',
  phone: '099111222',
  address: 'Av. Brasil 2500 ap. 301',
  neighborhood: 'Pocitos',
  from: '09:00',
  until: '12:00',
  saltOption: 'sin-sal',
  carboOption: 'con-carbo',
  comments: 'Tocar timbre 2',
  items: [
    { title: 'Guiso de lentejas', quantity: 2 },
    { title: 'Tarta de zapallo', quantity: 1 },
  ],
};
const sheet: KitchenSheet = {
  date: '2026-03-03',
  totals: [
    { title: 'Guiso de lentejas', quantity: 3 },
    { title: 'Tarta de zapallo', quantity: 1 },
  ],
  zones: [
    { tier: 'MVD_A', label: 'Montevideo, zona 1', orders: [order] },
    {
      tier: 'CAN_B',
      label: 'Canelones, zona 2',
      orders: [
        {
          ...order,
          orderId: 'ord-2',
          name: 'Bruno Díaz',
          neighborhood: 'Solymar',
          address: 'Calle 8 1234',
          from: '10:00:00',
          until: '13:30:00',
          saltOption: 'con-sal',
          carboOption: 'sin-carbo',
          comments: '',
          items: [{ title: 'Guiso de lentejas', quantity: 1 }],
        },
      ],
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the kitchen sheet tab', () => {
  it('opens on the next delivery day, lists totals and orders by zone, prints, and says when there is nothing', async () => {
    const { requests } = await renderSignedIn(operator, '/ops', (request) => {
      if (request.method === 'GET' && request.url.startsWith('/v1/ops/kits')) return { status: 200, body: [] };
      if (request.url === '/v1/ops/meals/kitchen-sheet?date=2026-03-03') return { status: 200, body: sheet };
      if (request.url.startsWith('/v1/ops/meals/kitchen-sheet?date=')) {
        const date = new URL(request.url, 'http://x').searchParams.get('date');
        return { status: 200, body: { date, totals: [], zones: [] } };
      }
      return undefined;
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await userEvent.click(await screen.findByRole('tab', { name: 'Hoja de cocina' }));
    const field = await screen.findByLabelText('Día de entrega');
    const initial = defaultKitchenDate();
    expect(field).toHaveValue(initial);
    expect(await screen.findByText('No hay pedidos pagos para ese día.')).toBeInTheDocument();
    expect(requests.some((r) => r.url === `/v1/ops/meals/kitchen-sheet?date=${initial}`)).toBe(true);

    fireEvent.change(field, { target: { value: '2026-03-03' } });
    expect(await screen.findByText('Hoja de cocina: Martes 03/03/2026')).toBeInTheDocument();
    const totals = await screen.findByRole('table', { name: 'Totales para cocinar' });
    expect(
      within(totals)
        .getAllByRole('row')
        .map((tr) => tr.textContent),
    ).toEqual(['PlatoCantidad', 'Guiso de lentejas3', 'Tarta de zapallo1', 'Total4']);

    expect(screen.getByRole('heading', { level: 3, name: 'Montevideo, zona 1 (1 pedido)' })).toBeInTheDocument();
    const mvd = screen.getByRole('table', { name: 'Montevideo, zona 1' });
    expect(
      within(mvd)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cliente', 'Teléfono', 'Dirección', 'Horario', 'Opciones', 'Comentarios', 'Platos']);
    const ana = within(mvd).getByRole('row', { name: /Ana Silva/ });
    for (const text of [
      '099111222',
      'Av. Brasil 2500 ap. 301',
      'Pocitos',
      'de 09:00 a 12:00',
      'Sin sal',
      'Con carbohidratos',
      'Tocar timbre 2',
      'Guiso de lentejas × 2',
      'Tarta de zapallo × 1',
    ]) {
      expect(within(ana).getByText(text)).toBeInTheDocument();
    }
    const can = screen.getByRole('table', { name: 'Canelones, zona 2' });
    const bruno = within(can).getByRole('row', { name: /Bruno Díaz/ });
    expect(within(bruno).getByText('de 10:00 a 13:30')).toBeInTheDocument();
    expect(within(bruno).getByText('Con sal')).toBeInTheDocument();
    expect(within(bruno).getByText('Sin carbohidratos')).toBeInTheDocument();
    expect(within(bruno).getByText('—')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);

    fireEvent.change(field, { target: { value: '2026-03-04' } });
    expect(await screen.findByText('No hay pedidos pagos para ese día.')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/v1/ops/meals/kitchen-sheet?date=2026-03-04')).toBe(true),
    );
  });
});

describe('the kitchen sheet’s default day', () => {
  it('is today until noon on a delivery day, then the next delivery day (Monday to Friday)', () => {
    // Montevideo is UTC−3.
    expect(defaultKitchenDate(new Date('2026-03-03T13:00:00Z'))).toBe('2026-03-03'); // Tuesday 10:00
    expect(defaultKitchenDate(new Date('2026-03-03T16:00:00Z'))).toBe('2026-03-04'); // Tuesday 13:00 → Wednesday
    expect(defaultKitchenDate(new Date('2026-03-06T18:00:00Z'))).toBe('2026-03-09'); // Friday 15:00 → Monday
    expect(defaultKitchenDate(new Date('2026-03-07T13:00:00Z'))).toBe('2026-03-09'); // Saturday → Monday
    expect(defaultKitchenDate(new Date('2026-03-03T02:00:00Z'))).toBe('2026-03-03'); // Monday 23:00 → Tuesday
  });
});
